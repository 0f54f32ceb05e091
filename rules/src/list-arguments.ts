import {
  BOARD_FILTERS,
  boardFilterArguments,
  FILTER_NAMES,
  readBoardFilters,
  type ArgumentProblem,
  type FilterArguments,
} from './board-filters.js';
import {
  listLetter,
  listSearch,
  listShown,
  MAX_SEARCH_LENGTH,
  MODELS_FIRST,
  type ArgumentBounds,
} from './model-list.js';

/**
 * Every argument of `Query.models` (schema/models.graphql) once: whether it names another list,
 * its bounds, its word in a board's URL and how the site reads it. The API's checks and cost
 * bounds, the site's URL reading and query variables, and Apollo's cache keys derive from this
 * table; the API checks at compile time that it names exactly the schema's arguments
 * (api/src/modules/models/models-arguments.ts). docs/decisions/0033-one-table-of-list-arguments.md
 * walks through adding a filter.
 */
type ArgumentSpec = ArgumentBounds & {
  /**
   * Names another list, so its pages are cached apart and a cursor of one is refused by another;
   * false for the paging arguments.
   */
  readonly key: boolean;
  /** Its word in a board's URL (the same in every language) and how the site reads a value of it. */
  readonly url?: { readonly word: string; read(value: string | null): unknown };
  /** Why a value within its bounds is still refused; null when it is fine. */
  problem?(value: unknown): string | null;
};

const filterArguments = Object.fromEntries(
  FILTER_NAMES.flatMap((name) =>
    Object.entries(BOARD_FILTERS[name].arguments).map(([argument, bounds]) => [
      argument,
      { key: true, ...bounds },
    ]),
  ),
) as { readonly [A in keyof FilterArguments]-?: ArgumentSpec };

export const LIST_ARGUMENTS = {
  category: { key: true },
  gender: { key: true },
  letter: {
    key: true,
    url: { word: 'letter', read: listLetter },
    problem: (value) =>
      typeof value === 'string' && value.trim() !== '' && listLetter(value) === null
        ? 'letter must be one letter from A to Z.'
        : null,
  },
  search: {
    key: true,
    maxLength: MAX_SEARCH_LENGTH,
    url: { word: 'q', read: (value) => listSearch(value) || null },
  },
  ...filterArguments,
  first: { key: false, range: MODELS_FIRST, url: { word: 'shown', read: listShown } },
  after: { key: false },
} as const satisfies Record<string, ArgumentSpec>;

export type ListArgument = keyof typeof LIST_ARGUMENTS;

/**
 * `true` only when `Names` are exactly the table's arguments: the API checks the schema's
 * generated arguments with it, the site its board document's variables, so a filter missing from
 * either (dropped from a request without a sound) fails to compile.
 */
export type NamesEveryListArgument<Names extends PropertyKey> = [Names] extends [ListArgument]
  ? [ListArgument] extends [Names]
    ? true
    : never
  : never;
const NAMES = Object.keys(LIST_ARGUMENTS) as ListArgument[];
const specOf = (name: ListArgument): ArgumentSpec => LIST_ARGUMENTS[name];

/** The arguments that name another list (all but the paging ones): Apollo's cache keys of `models`. */
export const LIST_KEY_ARGUMENTS: readonly ListArgument[] = NAMES.filter((name) => specOf(name).key);

/** The bounds of each argument that has some, checked before an operation's cost is counted. */
export const LIST_ARGUMENT_BOUNDS: Readonly<Record<string, ArgumentBounds>> = Object.fromEntries(
  NAMES.flatMap((name) => {
    const { range, maxItems, maxLength } = specOf(name);
    const bounds = {
      ...(range && { range }),
      ...(maxItems && { maxItems }),
      ...(maxLength && { maxLength }),
    };
    return Object.keys(bounds).length ? [[name, bounds]] : [];
  }),
);

/** The first refusal the arguments earn beyond their bounds (a letter that is none, a reversed range); null for none. */
export function listArgumentProblem(args: Readonly<Record<string, unknown>>): ArgumentProblem | null {
  for (const name of NAMES) {
    const message = specOf(name).problem?.(args[name]) ?? null;
    if (message !== null) return { argument: name, message };
  }
  for (const name of FILTER_NAMES) {
    const problem = BOARD_FILTERS[name].problem?.(args) ?? null;
    if (problem !== null) return problem;
  }
  return null;
}

/** The `models` arguments a board's URL asks for, in any language, apart from the board itself. */
export function listArgumentsOfUrl(params: URLSearchParams) {
  const fromWords = Object.fromEntries(
    NAMES.flatMap((name) => {
      const url = specOf(name).url;
      return url ? [[name, url.read(params.get(url.word))]] : [];
    }),
  );
  return {
    ...(fromWords as { letter: string | null; search: string | null; first: number }),
    ...boardFilterArguments(readBoardFilters(params).filters),
  };
}

/** A board's URL word for an argument the URL sets ('letter' → 'letter', 'search' → 'q'). */
export function listUrlWord(name: 'letter' | 'search' | 'first'): string {
  return LIST_ARGUMENTS[name].url.word;
}
