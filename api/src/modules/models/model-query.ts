import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { isModelId } from '@agency/rules';

export const model: QueryResolvers['model'] = async (_parent, { id }, { loaders }) => {
  if (!isModelId(id)) return null;
  return loaders.profile.load(Number(id));
};
