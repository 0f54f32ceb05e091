import { request } from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../server/main';
import { pathFor, profileRoute } from '../src/routing/routes';
import { graphql } from './site-fixture';
import { startTestSite } from './fixtures';

// jsdom ships no types (and @types/jsdom is not installed): only its DOMParser is needed, typed by lib.dom.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

// A one-second read cache, so a model added in the back office reaches the sitemap quickly.
let site: Site;
beforeAll(async () => {
  site = await startTestSite({ CACHE_TTL_SECONDS: '1' });
});
afterAll(() => site?.stop());

const XHTML = 'http://www.w3.org/1999/xhtml';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';

type Entry = { loc: string; alternates: Record<string, string> };

/** The sitemap read by a strict XML parser: throws on anything that is not well-formed. */
async function readSitemap(): Promise<Entry[]> {
  const response = await fetch(`${site.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(await response.text(), 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`sitemap.xml is not well-formed: ${error.textContent}`);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP);
  return [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]!.textContent,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
        link.getAttribute('hreflang')!,
        link.getAttribute('href')!,
      ]),
    ),
  }));
}

type Board = {
  models: { nodes: { id: string; name: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
};
const BOARD = `query ($gender: Gender!, $category: Category!, $after: String) {
  models(gender: $gender, category: $category, first: 100, after: $after) { nodes { id name } pageInfo { hasNextPage endCursor } }
}`;

/** Every model on the four boards, as the public API lists them. */
async function everyModel(): Promise<Map<string, string>> {
  const models = new Map<string, string>();
  for (const gender of ['WOMAN', 'MAN']) {
    for (const category of ['FASHION', 'COMMERCIAL']) {
      let after: string | null = null;
      do {
        const { models: page }: Board = await graphql<Board>(site, BOARD, { gender, category, after });
        for (const node of page.nodes) models.set(node.id, node.name);
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
    }
  }
  return models;
}

function get(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('sitemap.xml and robots.txt', () => {
  it('robots.txt names the sitemap by its absolute URL', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await response.text()).split('\n')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('lists home, boards, about, contact and the forms, each in pt, en and es with its alternates', async () => {
    const entries = await readSitemap();
    const locs = new Set(entries.map((entry) => entry.loc));
    expect(locs.size).toBe(entries.length);
    for (const path of [
      '/',
      '/en',
      '/es',
      '/modelos/mulheres/fashion',
      '/en/models/men/comercial',
      '/es/modelos/mujeres/comercial',
      '/sobre',
      '/en/contact',
      '/es/contacto',
      '/seja-um-modelo',
      '/en/selective',
    ]) {
      expect(locs, path).toContain(site.url + path);
    }
    // Favourites are each visitor's own list: nothing to index.
    expect([...locs].some((loc) => /favorit/.test(loc))).toBe(false);
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(['en', 'es', 'pt-BR', 'x-default']);
      expect(Object.values(entry.alternates), entry.loc).toContain(entry.loc);
      expect(entry.alternates['x-default']).toBe(entry.alternates['pt-BR']);
      // Every alternate is itself listed, with the same set of alternates.
      for (const href of Object.values(entry.alternates)) expect(locs, href).toContain(href);
    }
  });

  it('has every model of the boards in the three languages', async () => {
    const [entries, models] = await Promise.all([readSitemap(), everyModel()]);
    expect(models.size).toBeGreaterThan(100);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const [id, name] of models) {
      const route = profileRoute(id, name);
      const [pt, en, es] = (['pt', 'en', 'es'] as const).map(
        (locale) => site.url + pathFor(locale, route),
      ) as [string, string, string];
      expect(pt).toMatch(new RegExp(`^${site.url}/modelos/${id}(/[a-z0-9-]+)?$`));
      expect(byLoc.get(pt)?.alternates, name).toEqual({ 'pt-BR': pt, en, es, 'x-default': pt });
      expect(byLoc.has(en) && byLoc.has(es), name).toBe(true);
    }
  });

  it('follows the upstream: a model added or removed in the back office, once the read cache expires', async () => {
    const id = await site.demo!.addModel({ name: 'Zélia Sitemap Nova', gender: 'woman', categories: [1938] });
    const loc = `${site.url}/en/models/${id}/zelia-sitemap-nova`;
    await expect
      .poll(async () => (await readSitemap()).some((entry) => entry.loc === loc), { timeout: 15_000 })
      .toBe(true);
    await site.demo!.removeModel(id);
    await expect
      .poll(async () => (await readSitemap()).some((entry) => entry.loc === loc), { timeout: 15_000 })
      .toBe(false);
  });

  it('uses the host the request came to (no PUBLIC_ORIGIN), and refuses a malformed one', async () => {
    const other = await get('/robots.txt', 'agency.example:8443');
    expect(other.body).toContain('Sitemap: http://agency.example:8443/sitemap.xml');
    expect((await get('/sitemap.xml', 'agency.example:8443')).body).toContain(
      '<loc>http://agency.example:8443/en/about</loc>',
    );
    expect((await get('/sitemap.xml', 'evil.example/"><x')).status).toBe(400);
  });

  it('leaves unknown paths to the pages, which answer 404', async () => {
    for (const path of ['/sitemap', '/sitemap.xml.gz', '/en/no-such-page'])
      expect((await fetch(site.url + path)).status, path).toBe(404);
  });
});
