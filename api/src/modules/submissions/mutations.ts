import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { downloadGallery } from '../downloads/download-gallery.js';
import { submitFavorites, submitContact } from './favorites-and-contact.js';
import { submitGetScouted } from './get-scouted.js';
import { submitSelective } from './selective.js';

export const submissionMutations: MutationResolvers = {
  submitGetScouted,
  submitSelective,
  submitFavorites,
  submitContact,
  downloadGallery,
};
