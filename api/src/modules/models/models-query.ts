import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { badUserInput } from '../../graphql/errors.js';
import { decodeBoardCursor, encodeBoardCursor, type BoardQuery } from './board-cursor.js';
import { boardOf, initialLetter, lettersOf, pageAfter } from './model-list.js';

// `first` is checked against its documented range (1-100) before anything runs (graphql/cost).
export const models: QueryResolvers['models'] = async (_parent, args, { loaders }) => {
  const letter = args.letter?.trim().toUpperCase() || null;
  if (letter !== null && !/^[A-Z]$/.test(letter)) throw badUserInput('letter', 'letter must be one letter from A to Z.');
  const query: BoardQuery = { category: args.category, gender: args.gender, letter };
  const after = args.after ? decodeBoardCursor(args.after, query) : null;

  const board = boardOf(await loaders.talentsOfCategory.load(args.category), args.gender);
  const matching = letter ? board.filter((model) => initialLetter(model.name) === letter) : board;
  const page = pageAfter(matching, after, args.first ?? 20, (key) => encodeBoardCursor(query, key));
  return {
    nodes: page.nodes,
    pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    totalCount: matching.length,
    letters: lettersOf(board),
  };
};
