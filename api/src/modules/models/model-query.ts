import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { isModelId } from './model-id.js';

export const model: QueryResolvers['model'] = async (_parent, { id }, { loaders }) => {
  if (!isModelId(id)) return null;
  return loaders.profile.load(Number(id));
};
