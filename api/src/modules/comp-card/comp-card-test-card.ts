import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { CardText } from './comp-card-content.js';
import { CARD_LABELS } from './comp-card-labels.js';

// For the comp card's unit tests: a card's text without the read cache, and a PDF's text as a
// reader extracts it.

/** A model's card in `locale` as cardText() would give it, without photos. */
export function sampleCardText(name: string, locale: 'pt' | 'en' = 'en'): CardText {
  return {
    locale,
    lang: locale === 'pt' ? 'pt-BR' : 'en',
    title: `${name} · Comp card`,
    name,
    labels: CARD_LABELS[locale],
    measures: [{ label: locale === 'pt' ? 'Altura' : 'Height', text: '178 cm · 5′10″' }],
    agency: { name: 'Agência Bahia', phones: ['+55 71 3333-4444'], email: 'contato@example.com' },
    profileUrl: 'https://models.example/en/models/1-x',
    cover: null,
    book: [],
  };
}

export const NO_PHOTOS = { cover: null, book: [] };

/** Each page's text, its pieces joined as they stand (a name cut into runs by script reads whole). */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf) });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await task.destroy();
  return pages;
}
