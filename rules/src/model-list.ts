import { foldAccents } from './fold-accents.js';

/**
 * The models list's basic arguments as the API takes them (schema/models.graphql) and the site
 * writes them: a page of 1 to 100 models, a search of at most 100 characters, one letter A to Z.
 * list-arguments.ts gathers them with the filters into the one table of `models` arguments.
 */
export const MODELS_FIRST = { min: 1, max: 100 } as const;
export const MAX_SEARCH_LENGTH = 100;
/** How many more models each step of a board shows (docs/product.md). */
export const PAGE_SIZE = 20;
export const ALPHABET: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Whole-number bounds of an argument. */
export type Range = { readonly min: number; readonly max: number };

/** The checks an argument's value must pass before anything runs; all optional. */
export type ArgumentBounds = {
  /** Whole-number bounds. */
  readonly range?: Range;
  /** How many items a list may hold. */
  readonly maxItems?: number;
  /** How many characters a text may hold. */
  readonly maxLength?: number;
};

/** A letter as given (`?letter=`, the `letter` argument): one A-Z, case ignored; null for anything else. */
export function listLetter(value: string | null | undefined): string | null {
  const letter = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]$/.test(letter) ? letter : null;
}

/** The A-Z letter a name files under: accents and case ignored ('Ícaro' → 'I'); null for no letter. */
export function initialLetter(name: string): string | null {
  return listLetter(foldAccents(name.trim()).charAt(0));
}

/** A URL's search (`?q=`), trimmed and cut to what the API takes; '' for none. */
export function listSearch(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}

/**
 * How many models a board's first request asks for (`?shown=`, set only by the no-JS 'show more'
 * link): whole steps of PAGE_SIZE, at least one, at most what the API gives in one page.
 */
export function listShown(value: string | null | undefined): number {
  const shown = Number(value);
  if (!Number.isInteger(shown) || shown <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(MODELS_FIRST.max, Math.ceil(shown / PAGE_SIZE) * PAGE_SIZE);
}
