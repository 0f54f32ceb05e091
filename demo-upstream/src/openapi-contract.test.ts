// docs/upstream-openapi.yaml against the demo upstream: the document is valid OpenAPI 3.1, every
// documented read's real answer (and every documented error) validates against its schema, the
// demo serves no route the document lacks and the document names no route the demo lacks, and an
// answer with an undocumented field fails.

import { validate as validateOpenApi, compileErrors } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenStore } from './auth.js';
import { CallCounter } from './call-counter.js';
import { readConfig } from './config.js';
import { buildDemoData } from './data/demo-data.js';
import { FaultState } from './faults.js';
import { matchRoute } from './http/router.js';
import type { Route } from './http/router.js';
import { integrationRoutes } from './integration/routes.js';
import { startDemoUpstream } from './launcher.js';
import type { DemoUpstream } from './launcher.js';
import { HTTP_METHODS, OpenApiChecker, findTemplate, loadDocument } from './openapi-checker.js';
import { panelRoutes } from './panel/routes.js';
import { ReceivedStore } from './received-store.js';
import type { DemoState } from './state.js';
import { bearer, integrationToken, panelToken } from './test-helpers.js';

const document = loadDocument();
const checker = new OpenApiChecker(document);

let demo: DemoUpstream;
let integration: string;
let panel: string;

beforeAll(async () => {
  demo = await startDemoUpstream();
  [integration, panel] = await Promise.all([integrationToken(demo), panelToken(demo)]);
});
afterAll(() => demo?.stop());

type Call = { status: number; contentType: string | null; body: unknown; headers: Headers };

async function call(
  service: 'panel' | 'integration',
  method: string,
  pathAndQuery: string,
  init: { json?: unknown; form?: FormData; token?: string | null; headers?: Record<string, string> } = {},
): Promise<Call> {
  const base = service === 'panel' ? demo.panelUrl : demo.integrationUrl;
  const token = init.token === undefined ? (service === 'panel' ? panel : integration) : init.token;
  const headers: Record<string, string> = {
    ...(token ? bearer(token) : { Accept: 'application/json' }),
    ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...init.headers,
  };
  const response = await fetch(`${base}${pathAndQuery}`, {
    method,
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    ...(init.form ? { body: init.form } : {}),
  });
  const contentType = response.headers.get('content-type');
  const bytes = Buffer.from(await response.arrayBuffer());
  const body = contentType?.startsWith('application/json')
    ? (JSON.parse(bytes.toString('utf8')) as unknown)
    : bytes;
  return { status: response.status, contentType, body, headers: response.headers };
}

/** Calls the demo, then checks the answer against the operation the document gives for that path. */
async function documented(
  service: 'panel' | 'integration',
  method: string,
  pathAndQuery: string,
  expectedStatus: number,
  init: Parameters<typeof call>[3] = {},
): Promise<Call> {
  const answer = await call(service, method, pathAndQuery, init);
  expect(answer.status, `${method} ${pathAndQuery}`).toBe(expectedStatus);
  const path = pathAndQuery.split('?')[0] as string;
  const template = findTemplate(document, path);
  expect(template, `${path} has a documented template`).toBeDefined();
  const servers = document.paths[template as string]?.['servers'] as { url: string }[];
  expect(servers[0]?.url, `${template} is documented on the ${service} service`).toContain(service);
  const verdict = checker.check(method, template as string, answer.status, answer.contentType, answer.body);
  expect(verdict).toEqual({ ok: true });
  return answer;
}

describe('the document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validateOpenApi(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });
});

// What a request to each route would look like: path parameters filled with values the contract uses.
const samples: Record<string, string> = {
  entity: 'slides',
  idOrConcept: 'description',
  value: '1',
  entry: 'getScouted',
  lang: 'pt',
  type: 'blog',
  slug: 'como-montar-seu-primeiro-book',
  path: 'talents/48213/cover.jpg',
};

/** Concrete paths for a demo pattern, one per combination of optional segments. */
function demoPaths(pattern: string): string[] {
  const parts = pattern.split('/').filter(Boolean);
  const firstOptional = parts.findIndex((p) => p.endsWith('?'));
  const fill = (segments: string[]) =>
    '/' +
    segments.map((p) => (/^[:*]/.test(p) ? (samples[p.replace(/^[:*]|\?$/g, '')] ?? 'x') : p)).join('/');
  if (firstOptional < 0) return [fill(parts)];
  return Array.from({ length: parts.length - firstOptional + 1 }, (_, n) =>
    fill(parts.slice(0, firstOptional + n)),
  );
}

/** The routes the demo serves, read from its own route tables (built on a throwaway state). */
function demoRouteTables(): Record<'panel' | 'integration', Route[]> {
  const config = readConfig({});
  const runtime = (name: 'panel' | 'integration') => ({
    name,
    tokens: new TokenStore(60),
    faults: new FaultState(),
    calls: new CallCounter(),
  });
  const state: DemoState = {
    config,
    data: buildDemoData('http://127.0.0.1:9'),
    services: { panel: runtime('panel'), integration: runtime('integration') },
    received: new ReceivedStore(),
    zipPaddingBytes: 0,
    startedAt: Date.now(),
  };
  return { panel: panelRoutes(state), integration: integrationRoutes(state) };
}

// Routes the demo serves that docs/upstream-openapi.yaml does not fix (docs/product.md, "What the panel receives" names
// them, with payloads "not shown"), so the document leaves them out. Anything else the demo
// serves must be documented.
const BEYOND_CONTRACT = [
  'panel POST /api/download/zip',
  'panel POST /api/favorites/pt',
  'panel POST /api/get-scouted/pt',
];

describe('documented paths and the demo routes', () => {
  const tables = demoRouteTables();

  /** Every request a demo route answers that no documented operation covers. */
  function undocumentedDemoRoutes(doc = document): string[] {
    const missing: string[] = [];
    for (const [service, routes] of Object.entries(tables)) {
      for (const route of routes) {
        for (const path of demoPaths(route.pattern)) {
          const template = findTemplate(doc, path);
          const item = template ? doc.paths[template] : undefined;
          if (!item?.[route.method.toLowerCase()]) missing.push(`${service} ${route.method} ${path}`);
        }
      }
    }
    return missing;
  }

  it('documents every route the demo serves (but the few the contract leaves out)', () => {
    expect(undocumentedDemoRoutes().sort()).toEqual([...BEYOND_CONTRACT].sort());
  });

  it('would catch a demo route the document lacks', () => {
    const trimmed = structuredClone(document);
    delete trimmed.paths['/api/website-videos'];
    expect(undocumentedDemoRoutes(trimmed)).toContain('panel GET /api/website-videos');
  });

  it('names no operation the demo does not serve, each on its own service', () => {
    for (const [template, item] of Object.entries(document.paths)) {
      const service = (item['servers'] as { url: string }[])[0]?.url.includes('panel')
        ? 'panel'
        : 'integration';
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => samples[name] ?? 'x');
      for (const method of HTTP_METHODS) {
        if (!item[method]) continue;
        const match = matchRoute(tables[service], method.toUpperCase(), path);
        expect(match && 'route' in match, `${service} ${method.toUpperCase()} ${template}`).toBe(true);
      }
    }
  });
});

describe('integration service answers', () => {
  it('signs in, and refuses wrong credentials with the documented error', async () => {
    const { salt, key } = { salt: demo.credentials.integrationSalt, key: demo.credentials.integrationApiKey };
    await documented('integration', 'POST', '/api/signin', 200, {
      token: null,
      json: { salt, api_key: key },
    });
    await documented('integration', 'POST', '/api/signin', 401, {
      token: null,
      json: { salt, api_key: 'wrong' },
    });
  });

  it('lists the whole board and each category, every model matching the schema', async () => {
    const query = '/api/talents?language=pt&paginate=1000&cover_web=1&page=1';
    const all = await documented('integration', 'POST', query, 200, { json: {} });
    const board = (all.body as { data: { data: { id: number }[] } }).data.data;
    expect(board.length).toBeGreaterThan(100);
    for (const category of [1938, 1939])
      await documented('integration', 'POST', query, 200, { json: { filters: { categories: [category] } } });
    // The list the site pages through: 20 to a page, no cover_web.
    await documented('integration', 'POST', '/api/talents?language=pt&paginate=20&page=2', 200, { json: {} });
    await documented('integration', 'POST', '/api/talents?paginate=0', 422, { json: {} });
    await documented('integration', 'POST', query, 401, { json: {}, token: 'expired' });
  });

  it("serves every model's profile as documented, and 404s an unknown id", async () => {
    const list = await call('integration', 'POST', '/api/talents?paginate=1000', { json: {} });
    const ids = (list.body as { data: { data: { id: number }[] } }).data.data.map((m) => m.id);
    const flags = 'cover2=1&cover_web=1&skills=1&media_id=1';
    for (const id of ids)
      await documented('integration', 'GET', `/api/talent/profile?language=pt&id=${id}&${flags}`, 200);
    await documented('integration', 'GET', `/api/talent/profile?language=pt&id=${ids[0]}`, 200);
    await documented('integration', 'GET', `/api/talent/profile?language=pt&id=999999999&${flags}`, 404);
  });

  it('answers each attribute query the site makes, and all lists at once', async () => {
    const queries = [
      'language=pt&countries=1&skin_tone=pt',
      'language=pt&hair=pt&eyes=pt&hair_kind=1&hair_size=1&countries=1&cities[country]=31',
      'language=pt&states[country]=31',
      'language=pt&cities[country]=31&cities[state]=5',
      'language=pt&countries=1&states[country]=31&cities[country]=31&hair=pt&eyes=pt&skin_tone=pt&hair_kind=1&hair_size=1&gender=1&height=1&bust=1&hips=1&waist=1&shoes=1',
    ];
    for (const query of queries)
      await documented('integration', 'GET', `/api/talents/attributes?${query}`, 200);
  });
});

describe('panel service answers', () => {
  it('logs in, and refuses wrong credentials with the documented error', async () => {
    const salt = demo.credentials.panelSalt;
    await documented('panel', 'POST', '/api/login', 200, {
      token: null,
      json: { salt, api_token: demo.credentials.panelApiToken },
    });
    await documented('panel', 'POST', '/api/login', 401, { token: null, json: { salt, api_token: 'wrong' } });
  });

  it('serves the entities the site reads, by id and by concept, and 404s an unknown one', async () => {
    for (const entity of ['prehome', 'slides', 'contact', 'selective_cities'])
      await documented('panel', 'GET', `/api/entities/${entity}`, 200);
    await documented('panel', 'GET', '/api/entities/slides/1', 200);
    await documented('panel', 'GET', '/api/entities/slides/description/2', 200);
    await documented('panel', 'GET', '/api/entities/unknown', 404);
    await documented('panel', 'GET', '/api/entities/slides/99999', 404);
    await documented('panel', 'GET', '/api/entities/slides', 401, { token: null });
  });

  it('serves texts, images, videos, customizations and social medias', async () => {
    for (const path of [
      '/api/website-texts',
      '/api/website-images',
      '/api/website-videos',
      '/api/customizations',
      '/api/social-medias',
    ])
      await documented('panel', 'GET', path, 200);
  });

  it('pages posts, finds one by slug, serves slides by type, with documented 404s and 422s', async () => {
    for (const type of ['blog', 'news']) {
      await documented('panel', 'GET', `/api/posts/${type}/pt?paginate=10&page=1`, 200);
      await documented('panel', 'GET', `/api/posts/${type}/pt?paginate=6&page=99`, 200);
    }
    await documented('panel', 'GET', `/api/posts/blog/pt/${samples['slug']}`, 200);
    await documented('panel', 'GET', '/api/posts/blog/pt/no-such-post', 404);
    await documented('panel', 'GET', '/api/posts/blog/pt?paginate=0', 422);
    for (const type of ['home', 'prehome']) await documented('panel', 'GET', `/api/slides/${type}`, 200);
    await documented('panel', 'GET', '/api/slides/unknown', 404);
  });

  it('takes an entry and a contact message, and refuses invalid ones with field errors', async () => {
    const form = new FormData();
    form.set('realname', 'Ana Teste');
    form.set('email', 'ana@example.com');
    form.set('country', JSON.stringify({ value: 31, label: 'Brasil' }));
    form.set('image_1', new Blob([Buffer.from('ffd8ffe0', 'hex')], { type: 'image/jpeg' }), 'face.jpg');
    await documented('panel', 'POST', '/api/entry/getScouted/send', 200, { form });
    const bad = new FormData();
    bad.set('realname', 'Ana Teste');
    bad.set('email', 'not-an-email');
    const refused = await documented('panel', 'POST', '/api/entry/selective/send', 422, { form: bad });
    expect((refused.body as { errors: Record<string, string[]> }).errors['email']).toHaveLength(1);
    const contact = { name: 'Ana', email: 'ana@example.com', phone: '+55 71 99999 0000', message: 'Olá' };
    await documented('panel', 'POST', '/api/contact/pt', 200, { json: contact });
    await documented('panel', 'POST', '/api/contact/pt', 422, { json: { ...contact, email: 'x' } });
    await demo.clearReceived();
  });

  it('streams a gallery zip, 404s an unknown model, 422s an unknown gallery', async () => {
    const talent = { id: 48213 };
    const zip = await documented('panel', 'POST', '/api/download/gallery', 200, {
      json: { talent, gallery: 'book' },
    });
    expect((zip.body as Buffer).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.headers.get('content-disposition')).toMatch(/attachment; filename=".+_book\.zip"/);
    await documented('panel', 'POST', '/api/download/gallery', 404, {
      json: { talent: { id: 999999999 }, gallery: 'book' },
    });
    await documented('panel', 'POST', '/api/download/gallery', 422, { json: { talent, gallery: 'nope' } });
  });

  it('serves storage files with their type and length, ranges, and 404s an unknown file', async () => {
    const file = await documented('panel', 'GET', `/storage/${samples['path']}`, 200, { token: null });
    expect(Number(file.headers.get('content-length'))).toBe((file.body as Buffer).length);
    await documented('panel', 'GET', `/storage/${samples['path']}`, 206, {
      token: null,
      headers: { Range: 'bytes=0-99' },
    });
    await documented('panel', 'GET', '/storage/talents/1/nothing.jpg', 404, { token: null });
  });
});

type Fields = Record<string, unknown>;
type ListBody = { data: Fields & { data: Fields[] } };
type ProfileBody = { data: Fields & { book: Fields[] } };
type ContactBody = { data: Fields[] };

describe('an undocumented field', () => {
  async function realAnswers() {
    const list = await call('integration', 'POST', '/api/talents?paginate=5&cover_web=1', { json: {} });
    const profile = await call('integration', 'GET', '/api/talent/profile?id=48213&cover2=1&skills=1');
    const contact = await call('panel', 'GET', '/api/entities/contact');
    return {
      list: list.body as ListBody,
      profile: profile.body as ProfileBody,
      contact: contact.body as ContactBody,
    };
  }

  it('fails validation wherever the contract fixes the fields', async () => {
    const { list, profile, contact } = await realAnswers();
    const json = 'application/json';
    // Untouched, they pass: the failures below come from the added field alone.
    expect(checker.check('POST', '/api/talents', 200, json, list)).toEqual({ ok: true });
    expect(checker.check('GET', '/api/talent/profile', 200, json, profile)).toEqual({ ok: true });

    const extraOnModel = structuredClone(list);
    (extraOnModel.data.data[0] as Fields)['agent_phone'] = '+55 71 0000-0000';
    const extraInGallery = structuredClone(profile);
    (extraInGallery.data.book[0] as Fields)['exif'] = {};
    const extraOnProfile = structuredClone(profile);
    extraOnProfile.data['chest'] = '90/35';
    const extraInEnvelope = structuredClone(list);
    extraInEnvelope.data['links'] = [];
    const extraOnContact = structuredClone(contact);
    (extraOnContact.data[0] as Fields)['whatsapp'] = '+55 71 99999-0000';

    for (const [method, template, body] of [
      ['POST', '/api/talents', extraOnModel],
      ['GET', '/api/talent/profile', extraInGallery],
      ['GET', '/api/talent/profile', extraOnProfile],
      ['POST', '/api/talents', extraInEnvelope],
      ['GET', '/api/entities/contact', extraOnContact],
    ] as const) {
      const verdict = checker.check(method, template, 200, json, body);
      expect(verdict.ok, `${template} with an extra field`).toBe(false);
    }
  });

  it('fails an undocumented status too', async () => {
    const { list } = await realAnswers();
    expect(checker.check('POST', '/api/talents', 418, 'application/json', list).ok).toBe(false);
  });
});
