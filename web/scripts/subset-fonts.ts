// Writes the site's fonts (src/styles/fonts/) as subsets of the @fontsource files: the Latin
// characters of Portuguese, English and Spanish texts and names, and only the OpenType features
// the pages use. About half the bytes of the full "latin" files (ADR 0015):
//   node --import tsx scripts/subset-fonts.ts        (src/styles/fonts.test.ts checks they are current)
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

type FontSource = { file: string; variationAxes?: Record<string, { min: number; max: number }> };

/**
 * Inter is the variable font with its weight axis cut to the two weights the pages use: one file of
 * 20 KB where the two static ones were 26 KB in two requests, and on a phone's first visit each
 * request beside the first paint delays it (ADR 20).
 */
export const FONTS: Record<string, FontSource> = {
  'inter-latin-400-500.woff2': {
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    variationAxes: { wght: { min: 400, max: 500 } },
  },
  'cormorant-garamond-latin-500.woff2': {
    file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  },
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Basic Latin and Latin-1 (every accent of pt and es, ¡ ¿ « » ·), and the typographic punctuation. */
export const CHARACTERS = range(0x20, 0x7e) + range(0xa0, 0xff) + 'ıŒœˆ˚˜–—‘’‚“”„•…‹›€™−';

/**
 * Kerning, tabular figures (counters, dates), and what composes accents; Inter's contextual
 * alternates and the fonts' stylistic sets are left out.
 */
export const FEATURES = ['kern', 'tnum', 'ccmp', 'locl', 'mark', 'mkmk'];

export async function subsetFonts(): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const [name, { file, variationAxes }] of Object.entries(FONTS)) {
    const font = await readFile(require.resolve(file));
    out.set(
      name,
      await subsetFont(font, CHARACTERS, {
        targetFormat: 'woff2',
        keepFeatures: FEATURES,
        ...(variationAxes && { variationAxes }),
      }),
    );
  }
  return out;
}

export const FONTS_DIR = new URL('../src/styles/fonts/', import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, bytes] of await subsetFonts()) {
    await writeFile(new URL(name, FONTS_DIR), bytes);
    console.log(name, bytes.length);
  }
}
