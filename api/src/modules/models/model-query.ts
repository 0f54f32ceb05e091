import type { QueryResolvers } from '../../generated/resolvers-types.js';

export const model: QueryResolvers['model'] = async (_parent, { id }, { loaders }) => {
  // Ids are digits (spec route rule); anything else cannot name a model.
  if (!/^\d{1,12}$/.test(id)) return null;
  return loaders.profile.load(Number(id));
};
