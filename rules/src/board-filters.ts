import { eyeColours, hairColours, type ColourNames } from './colours.js';
import { foldAccents } from './fold-accents.js';
import { LANGUAGES, type Language } from './languages.js';
import type { ArgumentBounds } from './model-list.js';

/**
 * The filters of a board beyond its letter and name search, one table: each filter's word in the
 * URL per language, the `models` arguments it sets, its bounds or values, and how a URL value is
 * read (any language) and written (the page's language). The site's URL parsing, its query
 * variables, its cache keys and the API's argument checks all derive from it.
 */

export type FilterLanguage = Language;

/** The heights `heightMin` and `heightMax` take, in whole cm. */
export const HEIGHT_CM = { min: 100, max: 250 } as const;
/** How many colours `eyes` and `hair` may each name. */
export const MAX_COLOURS = 20;

export type HeightRange = { readonly min: number | null; readonly max: number | null };

export type BoardFilters = {
  readonly height: HeightRange | null;
  readonly eyes: ColourNames | null;
  readonly hair: ColourNames | null;
};
export type FilterName = keyof BoardFilters;

export const NO_FILTERS: BoardFilters = { height: null, eyes: null, hair: null };

/** The `models` arguments a filter set gives; those it leaves out do not narrow. */
export type FilterArguments = {
  heightMin?: number;
  heightMax?: number;
  eyes?: string[];
  hair?: string[];
};

/** A refusal of a `models` argument: which one, and why. */
export type ArgumentProblem = { readonly argument: string; readonly message: string };

type FilterSpec<T> = {
  /** Its word in the URL, per language (`?altura=`, `?height=`). */
  readonly words: Readonly<Record<FilterLanguage, string>>;
  /** Its name on the form and in messages, per language ('Olhos', 'Eyes', 'Ojos'). */
  readonly labels: Readonly<Record<FilterLanguage, string>>;
  /** The `models` arguments it sets, each with the bounds the API checks. */
  readonly arguments: { readonly [A in keyof FilterArguments]?: ArgumentBounds };
  /** What is wrong with its arguments taken together, beyond each one's bounds; null when nothing. */
  problem?(args: FilterArguments): ArgumentProblem | null;
  /** The URL's values for its word (some may be blank); null when they name nothing this filter knows. */
  read(values: readonly string[]): T | null;
  write(value: T, language: FilterLanguage): string;
  toArguments(value: T): FilterArguments;
};

/** Lower case, accents stripped, every run of other characters one '-': 'Castanhos claros' → 'castanhos-claros'. */
export function colourSlug(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function colourFilter(
  words: Record<FilterLanguage, string>,
  labels: Record<FilterLanguage, string>,
  table: readonly ColourNames[],
): FilterSpec<ColourNames> & { readonly colours: readonly ColourNames[] } {
  // A colour is found by its name in any language, so a link keeps working whatever its language.
  const bySlug = new Map<string, ColourNames>();
  for (const language of LANGUAGES)
    for (const colour of table)
      if (!bySlug.has(colourSlug(colour[language]))) bySlug.set(colourSlug(colour[language]), colour);
  return {
    words,
    labels,
    colours: table,
    arguments: { [words.en as 'eyes' | 'hair']: { maxItems: MAX_COLOURS } },
    // One colour per filter: the form offers one; a repeated word keeps the first it knows.
    read: (values) =>
      values.map((value) => bySlug.get(colourSlug(value))).find((c) => c !== undefined) ?? null,
    write: (colour, language) => colourSlug(colour[language]),
    // The API matches a name in any language; English is the forms' value.
    toArguments: (colour) => ({ [words.en]: [colour.en] }),
  };
}

const clampHeight = (cm: number) => Math.min(HEIGHT_CM.max, Math.max(HEIGHT_CM.min, cm));

/**
 * `170-180`, `170-` (from 170), `-180` (up to 180) or `175` (exactly); two values (`?altura=170
 * &altura=180`, the form's two lists sent without JavaScript) are from and to. Values beyond the
 * API's bounds are brought within them; a reversed range is turned round.
 */
function readHeight(values: readonly string[]): HeightRange | null {
  const text =
    values.length === 2 && !values.some((v) => /[-–]/.test(v))
      ? values.join('-')
      : values.find((v) => v.trim() !== '');
  const match = /^\s*(\d{1,3})?\s*([-–])?\s*(\d{1,3})?\s*$/.exec(text ?? '');
  if (!match || (match[1] === undefined && match[3] === undefined)) return null;
  const from = match[1] === undefined ? null : clampHeight(Number(match[1]));
  const to = match[2] === undefined ? from : match[3] === undefined ? null : clampHeight(Number(match[3]));
  if (from !== null && to !== null && from > to) return { min: to, max: from };
  return { min: from, max: to };
}

const height: FilterSpec<HeightRange> & { readonly bounds: typeof HEIGHT_CM } = {
  words: { pt: 'altura', en: 'height', es: 'altura' },
  labels: { pt: 'Altura', en: 'Height', es: 'Altura' },
  bounds: HEIGHT_CM,
  arguments: { heightMin: { range: HEIGHT_CM }, heightMax: { range: HEIGHT_CM } },
  problem: ({ heightMin, heightMax }) =>
    heightMin != null && heightMax != null && heightMin > heightMax
      ? { argument: 'heightMin', message: '`heightMin` must not be greater than `heightMax`.' }
      : null,
  read: readHeight,
  write: ({ min, max }) => `${min ?? ''}-${max ?? ''}`,
  toArguments: ({ min, max }) => ({
    ...(min === null ? {} : { heightMin: min }),
    ...(max === null ? {} : { heightMax: max }),
  }),
};

export const BOARD_FILTERS = {
  height,
  eyes: colourFilter(
    { pt: 'olhos', en: 'eyes', es: 'ojos' },
    { pt: 'Olhos', en: 'Eyes', es: 'Ojos' },
    eyeColours,
  ),
  hair: colourFilter(
    { pt: 'cabelo', en: 'hair', es: 'cabello' },
    { pt: 'Cabelo', en: 'Hair', es: 'Cabello' },
    hairColours,
  ),
} as const satisfies { [K in FilterName]: FilterSpec<NonNullable<BoardFilters[K]>> };

export const FILTER_NAMES = Object.keys(BOARD_FILTERS) as FilterName[];

/** The filters that pick one colour of a back-office list: their control and their matching are shared. */
export type ColourFilterName = {
  [K in FilterName]: (typeof BOARD_FILTERS)[K] extends { colours: unknown } ? K : never;
}[FilterName];
export const COLOUR_FILTER_NAMES = FILTER_NAMES.filter(
  (name): name is ColourFilterName => 'colours' in BOARD_FILTERS[name],
);

/** The `models` arguments the filters set, in table order. */
export const FILTER_ARGUMENTS: readonly (keyof FilterArguments)[] = FILTER_NAMES.flatMap(
  (name) => Object.keys(BOARD_FILTERS[name].arguments) as (keyof FilterArguments)[],
);

const wordsOf = (name: FilterName) => new Set(LANGUAGES.map((l) => BOARD_FILTERS[name].words[l]));

/**
 * The filters of a URL's query, words and values read in any language; `unread` names the filters
 * given a value that could not be read (left out, never an error).
 */
export function readBoardFilters(params: URLSearchParams): { filters: BoardFilters; unread: FilterName[] } {
  const filters: Record<string, unknown> = { ...NO_FILTERS };
  const unread: FilterName[] = [];
  for (const name of FILTER_NAMES) {
    const values = [...wordsOf(name)].flatMap((word) => params.getAll(word));
    if (values.every((value) => value.trim() === '')) continue;
    const value = (BOARD_FILTERS[name].read as (v: readonly string[]) => unknown)(values);
    if (value === null) unread.push(name);
    else filters[name] = value;
  }
  return { filters: filters as BoardFilters, unread };
}

/** The filters as `[word, value]` pairs in `language`, in table order: the URL's canonical form. */
export function boardFilterEntries(filters: BoardFilters, language: FilterLanguage): [string, string][] {
  const entries: [string, string][] = [];
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value === null) continue;
    const spec = BOARD_FILTERS[name] as FilterSpec<typeof value>;
    entries.push([spec.words[language], spec.write(value, language)]);
  }
  return entries;
}

/** A query with its filters rewritten in `language`'s words and canonical values, other parameters kept. */
export function withBoardFilters(
  params: URLSearchParams,
  filters: BoardFilters,
  language: FilterLanguage,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) for (const word of wordsOf(name)) next.delete(word);
  for (const [word, value] of boardFilterEntries(filters, language)) next.append(word, value);
  return next;
}

/** The `models` arguments of a filter set, only those it sets (an unfiltered board keeps its short URL). */
export function boardFilterArguments(filters: BoardFilters): FilterArguments {
  const args: FilterArguments = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== null)
      Object.assign(args, (BOARD_FILTERS[name] as FilterSpec<typeof value>).toArguments(value));
  }
  return args;
}

/** How many filters are set. */
export function countBoardFilters(filters: BoardFilters): number {
  return FILTER_NAMES.filter((name) => filters[name] !== null).length;
}

export { type ColourNames } from './colours.js';
