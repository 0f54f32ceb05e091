export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const PAGE_SIZE = 20;
/** The API's largest page. */
const MAX_FIRST = 100;

/** The `?letter=` of the URL as one capital A-Z, or null for anything else (absent, hand-edited). */
export function parseLetter(value: string | null): string | null {
  const letter = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]$/.test(letter) ? letter : null;
}

/**
 * The `?shown=` of the URL: how many models the first request asks for. Only the no-JS
 * 'show more' link sets it; with JS further pages are appended without touching the URL.
 */
export function parseShown(value: string | null): number {
  const shown = Number(value);
  if (!Number.isInteger(shown) || shown <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(MAX_FIRST, Math.ceil(shown / PAGE_SIZE) * PAGE_SIZE);
}

/** The API's longest search. */
export const MAX_SEARCH_LENGTH = 100;

/** The `?q=` of the URL, trimmed and cut to what the API takes; '' for none. */
export function parseSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}
