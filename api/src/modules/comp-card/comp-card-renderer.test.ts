import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { CARD_LABELS } from './comp-card-labels.js';
import type { CardText } from './comp-card-content.js';
import { CardRenderer } from './comp-card-renderer.js';

const text: CardText = {
  locale: 'pt',
  lang: 'pt-BR',
  title: 'Ana Clara Souza · Comp card',
  name: 'Ana Clara Souza',
  labels: CARD_LABELS.pt,
  measures: [{ label: 'Altura', text: '178 cm · 5′10″' }],
  agency: { name: 'Agência Bahia', phones: ['+55 71 3333-4444'], email: 'contato@example.com' },
  profileUrl: 'https://models.example/modelos/1-ana',
  cover: null,
  book: [],
};
const noPhotos = { cover: null, book: [] };

async function textOf(pdf: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(pdf) });
  const doc = await task.promise;
  const content = await (await doc.getPage(2)).getTextContent();
  await task.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

const renderer = new CardRenderer();
afterAll(() => renderer.close());

describe('the comp card renderer thread', () => {
  it('renders the card off the main thread and hands back the PDF', async () => {
    const pdf = await renderer.render(text, noPhotos, new Date());
    expect(renderer.threadId).toBeGreaterThan(0);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await textOf(pdf)).toContain('Ana Clara Souza');
  });

  it('fails the cards of a thread that ends, and starts a new one for the next card', async () => {
    const first = renderer.render(text, noPhotos, new Date());
    const ended = renderer.threadId;
    await renderer.close();
    await expect(first).rejects.toThrow(/comp card renderer exited/);
    const pdf = await renderer.render(text, noPhotos, new Date());
    expect(renderer.threadId).not.toBe(ended);
    expect(await textOf(pdf)).toContain('Agência Bahia');
  });
});
