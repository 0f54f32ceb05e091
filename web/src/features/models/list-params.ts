import { boardFilterEntries, type BoardFilters, type FilterLanguage } from '@agency/rules/board-filters';
import { MAX_SEARCH_LENGTH, MODELS_FIRST } from '@agency/rules/model-list';

/** 20 more per step (docs/product.md). */
export const PAGE_SIZE = 20;

/**
 * The `?shown=` of the URL: how many models the first request asks for. Only the no-JS
 * 'show more' link sets it; with JS further pages are appended without touching the URL.
 */
export function parseShown(value: string | null): number {
  const shown = Number(value);
  if (!Number.isInteger(shown) || shown <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(MODELS_FIRST.max, Math.ceil(shown / PAGE_SIZE) * PAGE_SIZE);
}

/** The `?q=` of the URL, trimmed and cut to what the API takes; '' for none. */
export function parseSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}

/** The heights the filter lists offer (cm), with the URL's own value when it is between them. */
export function heightChoices(current: number | null): number[] {
  const choices: number[] = [];
  for (let cm = 150; cm <= 200; cm += 5) choices.push(cm);
  if (current !== null && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** The filters of a board as a query string in `language`'s words ('' for none): canonical links. */
export function boardFilterQuery(filters: BoardFilters, language: FilterLanguage): string {
  const query = new URLSearchParams(boardFilterEntries(filters, language)).toString();
  return query ? `?${query}` : '';
}
