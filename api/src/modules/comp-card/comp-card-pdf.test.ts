import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { CardText } from './comp-card-content.js';
import { CARD_LABELS } from './comp-card-labels.js';
import { fontRuns } from './comp-card-fonts.js';
import { renderCompCard } from './comp-card-pdf.js';

function cardText(name: string): CardText {
  return {
    locale: 'en',
    lang: 'en',
    title: `${name} · Comp card`,
    name,
    labels: CARD_LABELS.en,
    measures: [{ label: 'Height', text: '178 cm · 5′10″' }],
    agency: { name: 'Agência Bahia', phones: ['+55 71 3333-4444'], email: 'contato@example.com' },
    profileUrl: 'https://models.example/en/models/1-x',
    cover: null,
    book: [],
  };
}

/** The card's text as a reader extracts it, and the faces it embeds. */
async function read(pdf: Buffer) {
  const task = getDocument({ data: new Uint8Array(pdf) });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await task.destroy();
  // pdfkit writes each embedded face's descriptor uncompressed: one `/FontFile2` per face.
  const faces = pdf.toString('latin1').match(/\/FontFile2/g)?.length ?? 0;
  return { text: pages.join('\n'), faces };
}

describe('the comp card’s face', () => {
  it('cuts a name where its script changes', () => {
    expect(fontRuns('Łucja Вера')).toEqual([
      { subset: 'latin-ext', text: 'Ł' },
      { subset: 'latin', text: 'ucja ' },
      { subset: 'cyrillic', text: 'Вера' },
    ]);
    expect(fontRuns('Ana Clara Souza')).toEqual([{ subset: 'latin', text: 'Ana Clara Souza' }]);
  });

  it('prints Polish, Cyrillic and Vietnamese names in the subsets that have them, as extractable text', async () => {
    const latin = await read(
      await renderCompCard(cardText('Ana Clara Souza'), { cover: null, book: [] }, new Date()),
    );
    const name = 'Łucja Вера Nguyễn';
    const mixed = await read(await renderCompCard(cardText(name), { cover: null, book: [] }, new Date()));
    expect(mixed.text).toContain(name);
    // Latin card: its two weights. The other adds latin-ext, cyrillic and vietnamese for the name.
    expect(mixed.faces).toBe(latin.faces + 3);
  });
});
