import { SANDBOX_ASSET_PREFIX } from './sandbox.js';
import { IMAGE_PATH } from '@agency/schema/image-urls';
import { DOWNLOAD_PATH } from '../modules/downloads/signed-url.js';
import { noteRoute } from '@agency/server-kit/request-context';
import { PURGE_PATH } from './purge-route.js';
import { COMP_CARD_PATH } from '../modules/comp-card/comp-card-path.js';

// Route labels for the API's paths: a fixed set, never the path itself (ids, file names).
// Probes, scrapes and resized images are routine, so their access log lines are debug only.
const EXACT: Record<string, { route: string; quiet?: boolean }> = {
  '/graphql': { route: '/graphql' },
  '/graphql/schema.graphql': { route: '/graphql/schema.graphql' },
  '/healthz': { route: '/healthz', quiet: true },
  '/readyz': { route: '/readyz', quiet: true },
  '/metrics': { route: '/metrics', quiet: true },
  [PURGE_PATH]: { route: PURGE_PATH },
};
const PREFIXES: [string, { route: string; quiet?: boolean }][] = [
  [SANDBOX_ASSET_PREFIX, { route: '/graphql/sandbox', quiet: true }],
  [IMAGE_PATH, { route: '/img', quiet: true }],
  [DOWNLOAD_PATH, { route: '/downloads/gallery' }],
  [COMP_CARD_PATH, { route: '/downloads/comp-card' }],
];

function apiRoute(pathname: string): { route: string; quiet?: boolean } | undefined {
  return EXACT[pathname] ?? PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1];
}

/** The paths the API answers; a site server in front of a standalone API forwards exactly these. */
export function isApiPath(pathname: string): boolean {
  return apiRoute(pathname) !== undefined;
}

/** Labels the current request when the path is one of the API's; other paths are left to the site. */
export function noteApiRoute(pathname: string): void {
  const known = apiRoute(pathname);
  if (known) noteRoute(known.route, { quiet: known.quiet ?? false });
}
