import { createServer } from 'node:http';
import { TrackedResponse } from '@agency/server-kit/tracked-response';
import { siteCsp } from './site-csp.js';
import { createPageRenderer } from './render-page.js';
import { runSite, type Site } from './site-server.js';
import { startSiteOn } from './start-site.js';
import { createStaticHandler } from './static-files.js';

// `pnpm start`: the site as built (web/dist), with its API; start-site.ts puts the two together.

export type { Site } from './site-server.js';

const DIST = new URL('../dist/', import.meta.url);

export async function startSite(env: Record<string, string | undefined>): Promise<Site> {
  return startSiteOn(createServer({ ServerResponse: TrackedResponse }), env, async (api, siteConfig) => ({
    serveFile: createStaticHandler(new URL('client/', DIST)),
    renderPage: await createPageRenderer(DIST, api.link, siteConfig.site, api.pages, api.requestDeadlineMs),
    csp: siteCsp(api.mediaOrigin),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) runSite(startSite);
