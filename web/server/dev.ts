import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { TrackedResponse } from '@agency/server-kit/tracked-response';
import { fileURLToPath } from 'node:url';
import type { ApolloLink } from '@apollo/client';
import { withRequestBudget } from '@agency/server-kit/request-budget';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import viteConfig from '../vite.config.js';
import type { SiteConfig } from '../src/core/site-config.js';
import { fillTemplate, type RenderModule } from './page-template.js';
import { runSite, type Site } from './site-server.js';
import { startSiteOn } from './start-site.js';

// `pnpm dev`: the site in development. Vite (middleware mode, on this server, so one port) serves
// the modules with hot module replacement and renders pages from the sources on every request;
// the API is mounted as by `pnpm start`. `tsx watch` runs this file and restarts the process when
// a file it imported changes (the API, the site server, vite.config.ts); screens and other web/src
// modules go through Vite only, so editing them updates the open page without a restart.

const WEB_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Vite's answer to a module, asset or HMR request; false when the path is none of those (a page). */
function viteFiles(vite: ViteDevServer) {
  return (req: IncomingMessage, res: ServerResponse): Promise<boolean> =>
    new Promise((resolve) => {
      res.once('close', () => resolve(true));
      vite.middlewares(req, res, () => resolve(false));
    });
}

/** Every page rendered from the current sources (no page cache: an edit shows on the next load). */
function devPageRenderer(
  vite: ViteDevServer,
  link: ApolloLink,
  siteConfig: (requestOrigin: string) => SiteConfig,
  deadlineMs: number,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    try {
      const template = await vite.transformIndexHtml(url, await readFile(`${WEB_ROOT}index.html`, 'utf8'));
      const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as RenderModule;
      const config = siteConfig(`http://${req.headers.host ?? 'localhost'}`);
      // The page's time and upstream-call budget, as in production (docs/decisions/0013).
      const result = await withRequestBudget(deadlineMs, () => render(url, { link, config }));
      if (result.kind === 'redirect') return void res.writeHead(302, { location: result.location }).end();
      // Styles come with the modules in development (Vite injects them), and chunks are not known.
      res.writeHead(result.status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(fillTemplate(template, result, config));
    } catch (error) {
      // Stack traces that point into the sources, not Vite's transformed code.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  };
}

export async function startDevSite(env: Record<string, string | undefined>): Promise<Site> {
  const server = createHttpServer({ ServerResponse: TrackedResponse });
  return startSiteOn(
    server,
    env,
    async (api, siteConfig) => {
      const vite = await createViteServer({
        ...viteConfig,
        // The config is imported above, so tsx watch restarts on its changes too.
        configFile: false,
        root: WEB_ROOT,
        appType: 'custom',
        server: { middlewareMode: true, hmr: { server } },
      });
      return {
        serveFile: viteFiles(vite),
        renderPage: devPageRenderer(vite, api.link, siteConfig.site, api.requestDeadlineMs),
        // Vite's pages carry inline module scripts (React Refresh's preamble) that the site's CSP
        // forbids; `pnpm start` serves (and the browser tests check) the real headers.
        csp: null,
        stopParts: () => vite.close(),
      };
    },
    { mode: 'development' },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) runSite(startDevSite);
