import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '@agency/api/config';
import { noteRoute } from '@agency/api/request-context';
import { setSecurityHeaders, siteCsp } from '@agency/api/security-headers';
import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { forwardToApi } from './forwarded-api.js';
import { mountApi } from './mounted-api.js';
import { createPageRenderer } from './render-page.js';
import { parseSiteConfig } from './site-config.js';
import { createStaticHandler } from './static-files.js';

// The composition root: the only module that knows both the API and the site.

export type Site = { server: Server; url: string; demo: DemoUpstream | null; stop(): Promise<void> };

const DIST = new URL('../dist/', import.meta.url);

export async function startSite(env: Record<string, string | undefined>): Promise<Site> {
  const siteConfig = parseSiteConfig(env);
  // API_URL set: a standalone API elsewhere; else the API in this process (ADR 1, ADR 12).
  const api = siteConfig.forwarding ? forwardToApi(siteConfig.forwarding, env) : await mountApi(env);
  const serveStatic = createStaticHandler(new URL('client/', DIST));
  const renderPage = await createPageRenderer(DIST, api.link, siteConfig.site, api.pages, api.requestDeadlineMs);
  const csp = siteCsp(api.mediaOrigin);

  const server = createServer((req, res) => {
    // The API's tracker gives pages and files request ids, access logs and metrics too.
    void api.track(req, res, async () => {
      if (await api.handle(req, res)) return;
      // The API set its own headers on its paths; pages and files get the site's.
      setSecurityHeaders(req, res, csp);
      // Named before serving: the access log may be written as soon as the file is sent.
      noteRoute('static', { quiet: true });
      if (await serveStatic(req, res)) return;
      noteRoute('page', { quiet: false });
      await renderPage(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(siteConfig.port, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  api.logger.info({ url, demoUpstream: api.demo !== null, apiUrl: siteConfig.forwarding?.apiUrl ?? 'mounted' }, 'site listening');
  return {
    server,
    url,
    demo: api.demo,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.stop();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startSite(process.env).then(
    (site) => {
      const shutdown = () => void site.stop().then(() => process.exit(0));
      process.on('SIGTERM', shutdown);
      process.on('SIGINT', shutdown);
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
