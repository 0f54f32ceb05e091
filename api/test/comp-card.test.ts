import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeAt, startHarness, type Harness } from './harness.js';

// The comp card as a casting director receives it: parsed from the PDF the API serves, made from
// the demo upstream's real profile, contact and photos.

const PUBLIC_ORIGIN = 'https://models.example';
const ADMIN_TOKEN = 'admin-token-for-the-comp-card-tests-0123456789';
const ID = 48213;

type CardFields = {
  model: {
    name: string;
    compCardUrl: string;
    compCardBytes: number | null;
    measures: { key: string; metric: string | null; imperial: string | null }[];
  } | null;
};
const CardFieldsQuery: TypedDocumentNode<CardFields, { id: string; locale: string }> = parse(
  'query($id: ID!, $locale: Locale!) { model(id: $id) { name compCardUrl(locale: $locale) compCardBytes(locale: $locale) measures(locale: $locale) { key metric imperial } } }',
);

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { PUBLIC_ORIGIN, ADMIN_TOKEN } });
});
afterAll(() => h?.stop());

const local = (url: string) => url.replace(PUBLIC_ORIGIN, h.url);

const Board: TypedDocumentNode<{ models: { nodes: { id: string }[] } }, Record<string, never>> = parse(
  '{ models(category: FASHION, gender: WOMAN, first: 10) { nodes { id } } }',
);
/** A model other than the one the card tests share (the `index`th of the board, skipping it). */
async function otherModel(index: number): Promise<string> {
  const { data } = await h.query(Board, {});
  return data!.models.nodes.map((node) => node.id).filter((id) => id !== String(ID))[index]!;
}

/** What a reader of the PDF finds: its text per page, image count, title, language and links. */
async function readPdf(bytes: Uint8Array) {
  const task = getDocument({ data: bytes.slice() });
  const pdf = await task.promise;
  const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
  const pages: string[] = [];
  let images = 0;
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
    for (const annotation of (await page.getAnnotations()) as { url?: string }[])
      if (annotation.url) links.push(annotation.url);
    const [, , width, height] = page.view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([420, 595]);
  }
  const numPages = pdf.numPages;
  await task.destroy();
  return { info, pages, text: pages.join('\n').replace(/\s+/g, ' '), images, links, numPages };
}

async function card(locale: string) {
  const { data, errors } = await h.query(CardFieldsQuery, { id: String(ID), locale: locale.toUpperCase() });
  expect(errors).toBeUndefined();
  const response = await fetch(local(data!.model!.compCardUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return { model: data!.model!, response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('GET /downloads/comp-card/{id}-{locale}.pdf', () => {
  it.each([
    ['pt', 'pt-BR', 'Medidas', 'Contato'],
    ['en', 'en', 'Measurements', 'Contact'],
    ['es', 'es', 'Medidas', 'Contacto'],
  ])(
    'makes a two-page A5 card in %s with the name, both units, the contact and the profile link',
    async (locale, lang, measures, contact) => {
      const { model, response, bytes } = await card(locale);
      expect(model.compCardUrl).toBe(`${PUBLIC_ORIGIN}/downloads/comp-card/${ID}-${locale}.pdf`);
      expect(bytes.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
      expect(response.headers.get('cache-tag')).toContain(`model:${ID}`);
      const pdf = await readPdf(bytes);
      expect(pdf.numPages).toBe(2);
      expect(pdf.images).toBe(5);
      expect(pdf.info['Title']).toBe(`${model.name} · Comp card · Bahia Models`);
      expect(pdf.info['Language']).toBe(lang);
      expect(pdf.pages[0]).toContain(model.name);
      expect(pdf.text).toContain(measures.toUpperCase());
      expect(pdf.text).toContain(contact.toUpperCase());
      const height = model.measures.find((m) => m.key === 'HEIGHT')!;
      const shoes = model.measures.find((m) => m.key === 'SHOES')!;
      // Both units, in the language's order.
      const [first, second] =
        locale === 'en' ? [height.imperial, height.metric] : [height.metric, height.imperial];
      expect(pdf.text).toContain(`${first} · ${second}`);
      expect(pdf.text).toContain(
        locale === 'en' ? `${shoes.imperial} · ${shoes.metric}` : `${shoes.metric} · ${shoes.imperial}`,
      );
      expect(pdf.text).toContain('+55 71 3333-0000');
      expect(pdf.text).toMatch(/E-?mail [^ ]+@|Correo [^ ]+@/);
      const prefix = { pt: '/modelos', en: '/en/models', es: '/es/modelos' }[locale];
      const profile = `${PUBLIC_ORIGIN}${prefix}/${ID}/`;
      expect(pdf.text).toContain(profile);
      expect(pdf.links.some((link) => link.startsWith(profile))).toBe(true);
      // The size is known once the card is made.
      const again = await h.query(CardFieldsQuery, { id: String(ID), locale: locale.toUpperCase() });
      expect(again.data!.model!.compCardBytes).toBe(bytes.length);
    },
  );

  it('answers a kept card again, and 304 to its ETag', async () => {
    const first = await card('en');
    const etag = first.response.headers.get('etag')!;
    const second = await card('en');
    expect(second.response.headers.get('etag')).toBe(etag);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const revalidated = await fetch(`${h.url}/downloads/comp-card/${ID}-en.pdf`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('makes a new card after the model is edited and purged', async () => {
    const before = await card('pt');
    await h.demo.editModel(ID, { name: 'Ana Clara Renomeada' });
    await purgeAt(h.url, ADMIN_TOKEN, { models: [String(ID)] });
    const after = await card('pt');
    expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
    const pdf = await readPdf(after.bytes);
    expect(pdf.text).toContain('Ana Clara Renomeada');
    expect(pdf.info['Title']).toContain('Ana Clara Renomeada');
  });

  it('makes a card once for requests that arrive together', async () => {
    const id = await otherModel(1);
    await h.demo.resetCalls('panel');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => fetch(`${h.url}/downloads/comp-card/${id}-es.pdf`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    const { counts } = await h.demo.calls('panel');
    const storageReads = Object.entries(counts)
      .filter(([call]) => call.startsWith('GET /storage/'))
      .reduce((sum, [, count]) => sum + count, 0);
    expect(storageReads).toBe(5);
  });

  it('answers 503 with Retry-After when the storage does not answer in time, and keeps nothing', async () => {
    const id = await otherModel(2);
    await h.demo.setFaults({ latencyMs: 30_000, paths: ['/storage/'] }, 'panel');
    try {
      const refused = await fetch(`${h.url}/downloads/comp-card/${id}-pt.pdf`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('10');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    } finally {
      await h.demo.clearFaults('panel');
    }
    expect((await fetch(`${h.url}/downloads/comp-card/${id}-pt.pdf`)).status).toBe(200);
  });

  it('refuses an unknown id (404), a language we lack (400) and other methods (405)', async () => {
    expect((await fetch(`${h.url}/downloads/comp-card/999999-pt.pdf`)).status).toBe(404);
    expect((await fetch(`${h.url}/downloads/comp-card/abc-pt.pdf`)).status).toBe(404);
    const french = await fetch(`${h.url}/downloads/comp-card/${ID}-fr.pdf`);
    expect(french.status).toBe(400);
    expect(await french.text()).toBe('The language must be one of pt, en, es.');
    expect((await fetch(`${h.url}/downloads/comp-card/${ID}-pt.pdf`, { method: 'POST' })).status).toBe(405);
  });
});
