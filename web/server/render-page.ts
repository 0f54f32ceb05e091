import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloLink } from '@apollo/client';
import { withRequestBudget } from '@agency/server-kit/request-budget';
import type { SiteConfig } from '../src/app/site-config.js';
import { pageAssets, screenFiles, type Manifest } from './asset-links.js';
import { createInlineStyles } from './inline-styles.js';
import { PageCache } from './page-cache.js';
import { compress, pickEncoding, type Encoding } from './compression.js';
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
  const manifest = JSON.parse(await readFile(new URL('client/.vite/manifest.json', distUrl), 'utf8')) as Manifest;
  const module = (await import(new URL('server/entry-server.js', distUrl).href)) as RenderModule;
  const screens = screenFiles(manifest);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const key = PageCache.keyOf(req.headers.host, req.url);
    const cached = pages?.get(key);
    if (cached) return void sendPage(res, req, cached.status, cached.html, cached.encoded);
    const config = siteConfig(`http://${req.headers.host ?? 'localhost'}`);
    const generation = pages?.generation() ?? 0;
    // One time and upstream-call budget for all of the page's queries (docs/decisions/0013).
    const render = () => withRequestBudget(deadlineMs, () => module.render(req.url ?? '/', { link, config }));
    const { value: result, freshUntil } = pages ? await pages.track(render) : { value: await render(), freshUntil: 0 };
    if (result.kind === 'redirect') {
      res.writeHead(301, { location: result.location, 'cache-control': 'public, max-age=3600' }).end();
      return;
    }
    const html = fillTemplate(template, result, config, { ...pageAssets(manifest, result, styles.styleTag), screens });
    pages?.set(key, { status: result.status, html, freshUntil }, generation);
    sendPage(res, req, result.status, html);
  };
}

function sendPage(res: ServerResponse, req: IncomingMessage, status: number, html: string, encoded: Partial<Record<Encoding, Buffer>> = {}): void {
  // Pages are 30-150 KB of HTML and JSON state: compressed they are a fifth of that on the wire.
  const encoding = pickEncoding(req);
  const body = encoding ? (encoded[encoding] ??= compress(html, encoding, false)) : html;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
