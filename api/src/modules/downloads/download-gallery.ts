import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { badUserInput } from '../../core/errors.js';
import { downloadFileName, signDownloadUrl } from './signed-url.js';
import { isModelId } from '@agency/rules';

export const downloadGallery: MutationResolvers['downloadGallery'] = async (
  _p,
  { modelId, gallery },
  { loaders, config },
) => {
  if (!isModelId(modelId)) throw badUserInput('modelId', 'modelId must be a model id (digits).');
  const model = await loaders.profile.load(Number(modelId));
  if (!model) throw badUserInput('modelId', 'No model has this id.');
  if (!model[gallery]?.length) throw badUserInput('gallery', `This model has no ${gallery} gallery.`);
  const expiresAt = Date.now() + config.downloadUrlTtlMs;
  return {
    url: signDownloadUrl(config.downloadSecret, { modelId, gallery, expiresAt }),
    fileName: downloadFileName(model.name, config.productName),
    expiresAt: new Date(expiresAt).toISOString(),
  };
};
