import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { notImplemented } from '../../graphql/errors.js';

// In the schema so clients can be written against it; delivery (with the outbox) comes next.
export const submissionMutations: MutationResolvers = {
  submitGetScouted: () => {
    throw notImplemented('submitGetScouted');
  },
  submitSelective: () => {
    throw notImplemented('submitSelective');
  },
  submitFavorites: () => {
    throw notImplemented('submitFavorites');
  },
  submitContact: () => {
    throw notImplemented('submitContact');
  },
  downloadGallery: () => {
    throw notImplemented('downloadGallery');
  },
};
