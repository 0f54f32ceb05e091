// The API's face to a host that mounts or starts it (the site server, a standalone process, tests
// that mount it): the handler factory and its configuration, and what a server forwarding to a
// standalone API must know about it (its paths, its operation labels, the site's render header,
// the CSP of its answers). Everything else is internal.
export { createApi, type Api } from './http/handler.js';
export {
  API_ENV_FIELDS,
  API_ENV_VARS,
  ConfigError,
  parseApiConfig,
  SECRET_VARS,
  secretValues,
  wantsDemoUpstream,
  type ApiConfig,
} from './config.js';
export { isApiPath, noteApiRoute } from './http/api-routes.js';
export {
  KNOWN_OPERATIONS,
  operationLabel,
  operationOf,
  operationOfGet,
} from './observability/operation-names.js';
export { SITE_RENDER_HEADER } from './demand/caller.js';
export { API_CSP } from '@agency/server-kit/security-headers';
