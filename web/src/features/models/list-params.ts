import { boardFilterEntries, type BoardFilters, type FilterLanguage } from '@agency/rules/board-filters';

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
