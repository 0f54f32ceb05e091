import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { badUserInput } from '../../graphql/errors.js';
import { boardOf, decodeCursor, initialLetter, lettersOf, MAX_PAGE_SIZE, pageOf } from './model-list.js';

export const models: QueryResolvers['models'] = async (_parent, args, { loaders }) => {
  const size = args.first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput('first', `first must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  const letter = args.letter?.trim().toUpperCase() || null;
  if (letter !== null && !/^[A-Z]$/.test(letter)) throw badUserInput('letter', 'letter must be one letter from A to Z.');
  const offset = args.after ? decodeCursor(args.after) : 0;
  if (offset === null) throw badUserInput('after', 'after is not a cursor this API gave.');

  const board = boardOf(await loaders.talentsOfCategory.load(args.category), args.gender);
  const matching = letter ? board.filter((model) => initialLetter(model.name) === letter) : board;
  const page = pageOf(matching, offset, size);
  return {
    nodes: page.nodes,
    pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    totalCount: matching.length,
    letters: lettersOf(board),
  };
};
