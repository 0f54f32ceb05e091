import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloLink } from '@apollo/client';
import { runInBackground, withRequestBudget } from '@agency/server-kit/request-budget';
import type { SiteConfig } from '../src/core/site-config.js';
import { pageAssets, screenFiles, type Manifest } from './asset-links.js';
import { createInlineStyles } from './inline-styles.js';
import { PageCache } from './page-cache.js';
import { compress, pickEncoding, type Encoding } from '@agency/server-kit/compression';
import { fillTemplate, type RenderModule } from './page-template.js';

/** Server rendering of every route from the Vite build (client template + server bundle). */
export async function createPageRenderer(
  distUrl: URL,
  link: ApolloLink,
  siteConfig: (requestOrigin: string) => SiteConfig,
  pages?: PageCache,
  deadlineMs?: number,
) {
  const styles = await createInlineStyles(new URL('client/', distUrl));
  const template = styles.inlineTemplate(await readFile(new URL('client/index.html', distUrl), 'utf8'));
  const manifest = JSON.parse(
    await readFile(new URL('client/.vite/manifest.json', distUrl), 'utf8'),
  ) as Manifest;
  const module = (await import(new URL('server/entry-server.js', distUrl).href)) as RenderModule;
  const screens = screenFiles(manifest);

  /** Renders `url` for `host` within one page's time and call budget, keeping a 200 page. */
  async function renderPage(url: string, host: string | undefined, budget: <T>(work: () => T) => T) {
    const key = PageCache.keyOf(host, url);
    const config = siteConfig(`http://${host ?? 'localhost'}`);
    const generation = pages?.generation() ?? 0;
    const startedAt = Date.now();
    // One time and upstream-call budget for all of the page's queries (docs/decisions/0013).
    const render = () => budget(() => module.render(url, { link, config }));
    const {
      value: result,
      freshUntil,
      tags,
    } = pages ? await pages.track(render) : { value: await render(), freshUntil: 0, tags: [] };
    if (result.kind === 'redirect') return { result, html: '', freshUntil, tags };
    const html = fillTemplate(template, result, config, {
      ...pageAssets(manifest, result, styles.styleTag),
      screens,
    });
    pages?.set(key, { status: result.status, html, freshUntil, tags }, generation, startedAt);
    return { result, html, freshUntil, tags };
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    const key = PageCache.keyOf(req.headers.host, url);
    const cached = pages?.get(key);
    if (pages && key !== null && cached) {
      sendPage(
        res,
        req,
        cached.page.status,
        cached.page.html,
        pageHeaders(pages, cached.page.freshUntil, cached.page.tags),
        cached.page.encoded,
      );
      // Served stale: re-rendered behind the answer with its own budget, so the next visitor gets it fresh.
      if (cached.stale) {
        const host = req.headers.host;
        pages.revalidate(key, () =>
          runInBackground('page-rebuild', deadlineMs ?? 2500, () =>
            renderPage(url, host, (work) => work()).then(() => undefined),
          ),
        );
      }
      return;
    }
    const { result, html, freshUntil, tags } = await renderPage(url, req.headers.host, (work) =>
      withRequestBudget(deadlineMs, work),
    );
    if (result.kind === 'redirect') {
      res.writeHead(301, { location: result.location, 'cache-control': 'public, max-age=3600' }).end();
      return;
    }
    sendPage(
      res,
      req,
      result.status,
      html,
      result.status === 200 && pages ? pageHeaders(pages, freshUntil, tags) : { 'cache-control': 'no-cache' },
    );
  };
}

/** A 200 page's cache headers: its freshness (then stale-while-revalidate) and its Cache-Tag for a CDN's purges. */
function pageHeaders(pages: PageCache, freshUntil: number, tags: readonly string[]): Record<string, string> {
  return {
    'cache-control': pages.cacheControl(freshUntil),
    ...(tags.length > 0 ? { 'cache-tag': tags.join(',') } : {}),
  };
}

function sendPage(
  res: ServerResponse,
  req: IncomingMessage,
  status: number,
  html: string,
  headers: Record<string, string>,
  encoded: Partial<Record<Encoding, Buffer>> = {},
): void {
  // Pages are 30-150 KB of HTML and JSON state: compressed they are a fifth of that on the wire.
  const encoding = pickEncoding(req);
  const body = encoding ? (encoded[encoding] ??= compress(html, encoding, false)) : html;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    ...headers,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
