import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderModule } from './page-template';
import { mountApi } from './mounted-api';
import { parseSiteConfig } from './site-config';
import type { ApiBackend } from './api-backend';

// The server asks a screen's queries before rendering it (web/src/shell/screen-data.ts), so every
// page is one pass of React over the tree, not a pass per round of queries (docs/decisions/0020).

let api: ApiBackend;
let module: RenderModule;
const config = parseSiteConfig({}).site('http://localhost');

beforeAll(async () => {
  api = await mountApi({ LOG_LEVEL: 'silent' });
  module = (await import(new URL('../dist/server/entry-server.js', import.meta.url).href)) as RenderModule;
});
afterAll(async () => {
  await api?.stop();
});

const render = (url: string) => module.render(url, { link: api.link, config });

describe('server rendering', () => {
  it('renders every screen, in each language, in one pass with its data', async () => {
    const list = await render('/modelos/mulheres/fashion');
    const profile = /href="(\/modelos\/\d+\/[^"]+)"/.exec(list.kind === 'page' ? list.html : '')?.[1];
    expect(profile).toBeDefined();
    const pages = {
      '/': 'prehome',
      '/en': 'home__mobile',
      '/es': 'home__mobile',
      '/modelos/mulheres/fashion?letter=A': 'model-card',
      '/en/models/men/comercial': 'model-card',
      [profile!]: 'profile__name',
      '/seja-um-modelo': 'name="realname"',
      '/seletiva': 'selective-form__title',
      '/contato': 'contact__body',
      '/sobre': 'about__text',
      // A selection shared as a link: its models asked for by id.
      '/favoritos?ids=48213': 'model-card',
    };
    for (const [url, mark] of Object.entries(pages)) {
      const result = await render(url);
      if (result.kind !== 'page') throw new Error(`${url}: ${result.kind}`);
      expect(result.status, url).toBe(200);
      // Rendered with its data (a loading placeholder would hold no such mark) ...
      expect(result.html, url).toContain(mark);
      expect(result.html, url).not.toMatch(/aria-busy="true"/);
      // ... in the one pass.
      expect(result.renders, url).toBe(1);
    }
  });

  it('renders the visitor’s own favourites as waiting for this browser’s storage, in one pass', async () => {
    const result = await render('/favoritos');
    if (result.kind !== 'page') throw new Error(result.kind);
    expect(result.html).toContain('favorites-screen');
    expect(result.renders).toBe(1);
  });

  it('still renders a profile the agency does not have as the 404 screen, in one pass', async () => {
    const result = await render('/modelos/99999999/ninguem');
    if (result.kind !== 'page') throw new Error(result.kind);
    expect(result.status).toBe(404);
    expect(result.renders).toBe(1);
  });
});
