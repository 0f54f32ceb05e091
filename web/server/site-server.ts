import { type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '@agency/server-kit/env';
import { noteRoute } from '@agency/server-kit/request-context';
import { setSecurityHeaders } from '@agency/server-kit/security-headers';
import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import type { ApiBackend } from './api-backend.js';

export type Site = { server: Server; url: string; demo: DemoUpstream | null; stop(): Promise<void> };

export type SiteParts = {
  api: ApiBackend;
  /** Answers a file (the build's, or Vite's modules in development); false when it is no file. */
  serveFile(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  renderPage(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Answers /robots.txt and /sitemap.xml (built from the API's data); false for other paths. */
  serveCrawlerFiles?(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The pages' Content-Security-Policy with the other security headers; null sets none (development). */
  csp: string | null;
  /** Stops what the parts hold besides the API (Vite's dev server). */
  stopParts?: () => Promise<void>;
};

/**
 * The site on `server` (built by `pnpm start`, or in development by `pnpm dev`): the API's paths,
 * then files, then server-rendered pages, every request with the API's request id, log and metrics.
 */
export async function listenSite(
  server: Server,
  port: number,
  parts: SiteParts,
  logFields: Record<string, unknown>,
): Promise<Site> {
  const { api } = parts;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void api.track(req, res, async () => {
      if (await api.handle(req, res)) return;
      // The API set its own headers on its paths; pages and files get the site's.
      if (parts.csp !== null) setSecurityHeaders(req, res, parts.csp);
      if (await parts.serveCrawlerFiles?.(req, res)) return;
      // Named before serving: the access log may be written as soon as the file is sent.
      noteRoute('static', { quiet: true });
      if (await parts.serveFile(req, res)) return;
      noteRoute('page', { quiet: false });
      await parts.renderPage(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  api.logger.info({ url, demoUpstream: api.demo !== null, ...logFields }, 'site listening');
  return {
    server,
    url,
    demo: api.demo,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await parts.stopParts?.();
      await api.stop();
    },
  };
}

/** Runs a site as the process's command (`pnpm start`, `pnpm dev`): stops it cleanly on SIGTERM or SIGINT. */
export function runSite(start: (env: Record<string, string | undefined>) => Promise<Site>): void {
  start(process.env).then(
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
