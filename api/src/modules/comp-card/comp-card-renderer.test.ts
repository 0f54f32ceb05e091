import { afterAll, describe, expect, it } from 'vitest';
import { CardRenderer } from './comp-card-renderer.js';
import { NO_PHOTOS as noPhotos, pdfPages, sampleCardText } from './comp-card-test-card.js';

const text = sampleCardText('Ana Clara Souza', 'pt');
/** The back page's text, where the name and the agency's contact stand. */
const textOf = async (pdf: Buffer) => (await pdfPages(pdf))[1]!;

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
