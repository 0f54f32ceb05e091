import { noteRoute } from '@agency/server-kit/request-context';
import type { ApiParts } from './api-parts.js';
import { compCardRoute } from './comp-card-route.js';
import { galleryDownloadRoute } from './download-route.js';
import { graphqlRoute } from './graphql-route.js';
import { imageRoute } from './image-route.js';
import { metricsRoute } from './metrics-route.js';
import { outboxAdminRoute } from './outbox-admin-route.js';
import { purgeRoute } from './purge-route.js';
import { healthRoute, readyRoute } from './readiness.js';
import type { ApiRoute } from './route.js';
import { sandboxAssetsRoute, sandboxPageRoute } from './sandbox.js';
import { schemaRoute } from './schema-route.js';
import { videoRoute } from './video-route.js';

/** Every path the API answers, tried in this order: a request goes to the first route that takes it. */
export const API_ROUTES: readonly ApiRoute<ApiParts>[] = [
  healthRoute,
  readyRoute,
  schemaRoute,
  sandboxAssetsRoute,
  sandboxPageRoute,
  imageRoute,
  videoRoute,
  compCardRoute,
  galleryDownloadRoute,
  graphqlRoute,
  purgeRoute,
  outboxAdminRoute,
  metricsRoute,
];

/** The route a path belongs to, whatever the request (for labels and forwarding). */
function routeOf(pathname: string): ApiRoute<ApiParts> | undefined {
  return API_ROUTES.find((route) => route.matches(pathname));
}

/** The paths a site server in front of a standalone API forwards to it. */
export function isApiPath(pathname: string): boolean {
  const route = routeOf(pathname);
  return route !== undefined && route.forwarded !== false;
}

/** Labels the current request with the route's fixed name (quiet routes log at debug). */
export function labelRequest(route: ApiRoute<ApiParts>): void {
  noteRoute(route.label, { quiet: route.quiet ?? false });
}

/** Labels the current request when the path is one of the API's; other paths are left to the site. */
export function noteApiRoute(pathname: string): void {
  const route = routeOf(pathname);
  if (route) labelRequest(route);
}
