import type { QueryResolvers } from '../../generated/resolvers-types.js';
import type { ModelDto } from '../../upstream/integration-dto.js';
import { listedModels } from './models-query.js';
import { isModelId } from '@agency/rules';

/**
 * Ids not on a board are looked up as profiles (a model on another upstream category, or one just
 * removed): one back-office call each, so only this many per request; the price in the SDL
 * (`@cost` 400: two board lists and these lookups) depends on it.
 */
export const MAX_PROFILE_LOOKUPS = 3;

// The number of ids (at most 100) is checked before anything runs (demand/cost).
export const modelsByIds: QueryResolvers['modelsByIds'] = async (_parent, { ids }, { loaders }) => {
  if (!ids.some(isModelId)) return ids.map(() => null);
  const listed = new Map((await listedModels(loaders, null)).map((model) => [String(model.id), model]));
  const missing = [...new Set(ids.filter((id) => isModelId(id) && !listed.has(id)))].slice(
    0,
    MAX_PROFILE_LOOKUPS,
  );
  // Loaded together (DataLoader batches them into one round of parallel calls). A 404 is "no such
  // model" (null); a failure is kept as that item's error, so it fails alone, at its index.
  const profiles = await Promise.all(
    missing.map((id) => loaders.profile.load(Number(id)).catch((error: Error) => error)),
  );
  const found = new Map<string, ModelDto | Error>(listed);
  missing.forEach((id, index) => {
    const profile = profiles[index];
    if (profile) found.set(id, profile);
  });
  // graphql-js turns an Error in a list into a located error with null at that index.
  return ids.map((id) => (found.get(id) ?? null) as ModelDto | null);
};
