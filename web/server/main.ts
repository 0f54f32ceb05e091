import { createServer } from 'node:http';
import { siteCsp } from './site-csp.js';
import { createCrawlerFiles } from './crawler-files.js';
import { forwardToApi } from './forwarded-api.js';
import { mountApi } from './mounted-api.js';
import { createPageRenderer } from './render-page.js';
import { parseSiteConfig } from './site-config.js';
import { listenSite, runSite, type Site } from './site-server.js';
import { createStaticHandler } from './static-files.js';

// The composition root: the only module that knows both the API and the site.

export type { Site } from './site-server.js';

const DIST = new URL('../dist/', import.meta.url);

export async function startSite(env: Record<string, string | undefined>): Promise<Site> {
  const siteConfig = parseSiteConfig(env);
  // API_URL set: a standalone API elsewhere; else the API in this process (ADR 1, ADR 12).
  const api = siteConfig.forwarding ? forwardToApi(siteConfig.forwarding, env) : await mountApi(env);
  const renderPage = await createPageRenderer(
    DIST,
    api.link,
    siteConfig.site,
    api.pages,
    api.requestDeadlineMs,
  );
  return listenSite(
    createServer(),
    siteConfig.port,
    {
      api,
      serveFile: createStaticHandler(new URL('client/', DIST)),
      renderPage,
      serveCrawlerFiles: createCrawlerFiles({
        link: api.link,
        pages: api.pages,
        siteConfig: siteConfig.site,
        deadlineMs: api.requestDeadlineMs,
        logger: api.logger,
      }),
      csp: siteCsp(api.mediaOrigin),
    },
    { apiUrl: siteConfig.forwarding?.apiUrl ?? 'mounted' },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) runSite(startSite);
