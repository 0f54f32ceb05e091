import { describe, expect, it } from 'vitest';
import { fontRuns } from './comp-card-fonts.js';
import { renderCompCard } from './comp-card-pdf.js';
import { NO_PHOTOS, pdfPages, sampleCardText } from './comp-card-test-card.js';

/** The card's text as a reader extracts it, and the faces it embeds. */
async function read(pdf: Buffer) {
  // pdfkit writes each embedded face's descriptor uncompressed: one `/FontFile2` per face.
  const faces = pdf.toString('latin1').match(/\/FontFile2/g)?.length ?? 0;
  return { text: (await pdfPages(pdf)).join('\n'), faces };
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
    const latin = await read(await renderCompCard(sampleCardText('Ana Clara Souza'), NO_PHOTOS, new Date()));
    const name = 'Łucja Вера Nguyễn';
    const mixed = await read(await renderCompCard(sampleCardText(name), NO_PHOTOS, new Date()));
    expect(mixed.text).toContain(name);
    // Latin card: its two weights. The other adds latin-ext, cyrillic and vietnamese for the name.
    expect(mixed.faces).toBe(latin.faces + 3);
  });
});
