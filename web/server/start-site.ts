import type { Server } from 'node:http';
import type { ApiBackend } from './api-backend.js';
import { createCrawlerFiles } from './crawler-files.js';
import { mountApi } from './mounted-api.js';
import { parseSiteConfig, type ParsedSiteConfig } from './site-config.js';
import { listenSite, type Site, type SiteParts } from './site-server.js';

/** What `pnpm start` and `pnpm dev` serve differently: files, pages, the CSP, what else to stop. */
export type SiteServing = Omit<SiteParts, 'api' | 'serveCrawlerFiles'>;

/**
 * The composition root of `pnpm start` and `pnpm dev`, the only module that knows both the API and
 * the site. Starts the site on `server` with its API (API_URL set: a standalone API elsewhere;
 * else the API in this process, ADR 1, ADR 12) and the crawler files built from its data; `serve`
 * gives the files and pages for that API.
 */
export async function startSiteOn(
  server: Server,
  env: Record<string, string | undefined>,
  serve: (api: ApiBackend, siteConfig: ParsedSiteConfig) => Promise<SiteServing>,
  logFields: Record<string, unknown> = {},
): Promise<Site> {
  const siteConfig = parseSiteConfig(env);
  // Forwarding's module loaded only when forwarding: it brings undici's whole index, about 60 ms of
  // every start that mounts the API instead (bench/RESULTS.md section 43).
  const api = siteConfig.forwarding
    ? (await import('./forwarded-api.js')).forwardToApi(siteConfig.forwarding, env)
    : await mountApi(env);
  return listenSite(
    server,
    siteConfig.port,
    {
      api,
      ...(await serve(api, siteConfig)),
      serveCrawlerFiles: createCrawlerFiles({
        link: api.link,
        pages: api.pages,
        siteConfig: siteConfig.site,
        deadlineMs: api.requestDeadlineMs,
        logger: api.logger,
      }),
    },
    { ...logFields, apiUrl: siteConfig.forwarding?.apiUrl ?? 'mounted' },
  );
}
