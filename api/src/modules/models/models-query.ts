import type { QueryModelsArgs, QueryResolvers } from '../../generated/resolvers-types.js';
import type { Loaders } from '../../upstream-reads/loaders.js';
import { badUserInput } from '../../core/errors.js';
import { CATEGORY_IDS } from '@agency/rules/categories';
import { listLetter } from '@agency/rules/model-list';
import { listArgumentProblem, type NamesEveryListArgument } from '@agency/rules/list-arguments';
import { COLOUR_FILTER_NAMES, type ColourFilterName } from '@agency/rules/board-filters';
import type { TalentDto } from '../../upstream/integration-dto.js';
import { decodeBoardCursor, encodeBoardCursor, type BoardQuery } from './board-cursor.js';
import { matchesFilter, normaliseText, searchWords } from './model-filter.js';
import { boardOf, lettersOf, pageAfter } from './model-list.js';
import { boardTag } from '../../cache/purge-scope.js';

/** The listed models of one board, or of both (a model on both once), from the cached list calls. */
export async function listedModels(
  loaders: Loaders,
  category: number | null | undefined,
): Promise<TalentDto[]> {
  if (category) return loaders.talentsOfCategory.load(category);
  const boards = await Promise.all([
    loaders.talentsOfCategory.load(CATEGORY_IDS.fashion),
    loaders.talentsOfCategory.load(CATEGORY_IDS.comercial),
  ]);
  return [...new Map(boards.flat().map((model) => [model.id, model])).values()];
}

/** Each colour filter's names, normalised; null where the filter is not set. */
const colourLists = (args: QueryModelsArgs) =>
  Object.fromEntries(
    COLOUR_FILTER_NAMES.map((kind) => [kind, args[kind]?.map(normaliseText) ?? null]),
  ) as Record<ColourFilterName, string[] | null>;

/** The table of `models` arguments names exactly the schema's: a missing or extra one fails to compile. */
const tableMatchesSchema: NamesEveryListArgument<keyof QueryModelsArgs> = true;
void tableMatchesSchema;

// The bounds (`first`, heights, lengths) are checked before anything runs (demand/cost), the rest here.
export const models: QueryResolvers['models'] = async (_parent, args, { loaders, data }) => {
  const problem = listArgumentProblem(args);
  if (problem) throw badUserInput(problem.argument, problem.message);
  const query: BoardQuery = {
    category: args.category ?? null,
    gender: args.gender ?? null,
    letter: listLetter(args.letter),
    search: searchWords(args.search),
    heightMin: args.heightMin ?? null,
    heightMax: args.heightMax ?? null,
    ...colourLists(args),
  };
  const after = args.after ? decodeBoardCursor(args.after, query) : null;
  data.noteTag(boardTag(args.category, args.gender));

  const board = boardOf(await listedModels(loaders, args.category), args.gender ?? null);
  const matching = board.filter((model) => matchesFilter(model, query));
  const page = pageAfter(matching, after, args.first ?? 20, (key) => encodeBoardCursor(query, key));
  return {
    nodes: page.nodes,
    pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    totalCount: matching.length,
    letters: lettersOf(board),
  };
};
