import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// The site's display face (web/src/styles/fonts.css), from the same @fontsource package, through its
// documented `files/*` and `unicode.json` exports. The package splits the face into subsets by
// script; a card embeds each subset its text uses, so a Polish, Czech, Vietnamese or Cyrillic name
// prints in the face rather than as missing glyphs.
const PACKAGE = '@fontsource/cormorant-garamond';

export type Weight = 'regular' | 'medium' | 'bold';
const WEIGHTS: Record<Weight, number> = { regular: 500, medium: 600, bold: 700 };

/** The subsets, Latin first: a character two subsets share (digits, spaces, U+0304) stays in Latin. */
const SUBSET_ORDER = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext'] as const;
export type Subset = (typeof SUBSET_ORDER)[number];

type CodeRange = readonly [number, number];

function parseRanges(unicodeRange: string): CodeRange[] {
  return unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
}

let ranges: [Subset, CodeRange[]][] | undefined;
function subsetRanges(): [Subset, CodeRange[]][] {
  if (!ranges) {
    const table = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/unicode.json`), 'utf8')) as Record<
      string,
      string
    >;
    ranges = SUBSET_ORDER.filter((subset) => table[subset]).map((subset) => [
      subset,
      parseRanges(table[subset]!),
    ]);
  }
  return ranges;
}

/** The subset that has a character; Latin for one none has (it prints as the font's missing glyph). */
export function subsetOf(codePoint: number): Subset {
  for (const [subset, list] of subsetRanges())
    if (list.some(([from, to]) => codePoint >= from && codePoint <= to)) return subset;
  return 'latin';
}

/** A text cut where its subset changes, in order: 'Łucja Вера' → latin-ext 'Ł', latin 'ucja ', cyrillic 'Вера'. */
export function fontRuns(text: string): { subset: Subset; text: string }[] {
  const runs: { subset: Subset; text: string }[] = [];
  for (const char of text) {
    const subset = subsetOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

const files = new Map<string, Buffer>();

/** One subset of one weight, read once per process (15-40 KB), embedded as a subset by pdfkit. */
export function cardFont(weight: Weight, subset: Subset): Buffer {
  const name = `cormorant-garamond-${subset}-${WEIGHTS[weight]}-normal.woff`;
  let file = files.get(name);
  if (!file) {
    file = readFileSync(require.resolve(`${PACKAGE}/files/${name}`));
    files.set(name, file);
  }
  return file;
}
