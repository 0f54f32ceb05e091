import type { QueryResolvers } from '../../generated/resolvers-types.js';
import type { Loaders } from '../../upstream-reads/loaders.js';
import { badUserInput } from '../../core/errors.js';
import { CATEGORY_IDS } from '../../core/enum-values.js';
import type { TalentDto } from '../../upstream/integration-dto.js';
import { decodeBoardCursor, encodeBoardCursor, type BoardQuery } from './board-cursor.js';
import { matchesFilter, normaliseText, searchWords } from './model-filter.js';
import { boardOf, lettersOf, pageAfter } from './model-list.js';
import { boardTag } from '../../cache/purge-scope.js';

const MAX_SEARCH_LENGTH = 100;

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

const colourList = (names: readonly string[] | null | undefined) => (names ? names.map(normaliseText) : null);

// Numeric ranges (`first`, heights) and list lengths are checked before anything runs (demand/cost).
export const models: QueryResolvers['models'] = async (_parent, args, { loaders, data }) => {
  const letter = args.letter?.trim().toUpperCase() || null;
  if (letter !== null && !/^[A-Z]$/.test(letter))
    throw badUserInput('letter', 'letter must be one letter from A to Z.');
  if ((args.search?.length ?? 0) > MAX_SEARCH_LENGTH)
    throw badUserInput('search', `search must be at most ${MAX_SEARCH_LENGTH} characters.`);
  if (args.heightMin != null && args.heightMax != null && args.heightMin > args.heightMax) {
    throw badUserInput('heightMin', '`heightMin` must not be greater than `heightMax`.');
  }
  const query: BoardQuery = {
    category: args.category ?? null,
    gender: args.gender ?? null,
    letter,
    search: searchWords(args.search),
    heightMin: args.heightMin ?? null,
    heightMax: args.heightMax ?? null,
    eyes: colourList(args.eyes),
    hair: colourList(args.hair),
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
