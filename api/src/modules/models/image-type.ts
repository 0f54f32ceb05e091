import type { ImageResolvers } from '../../generated/resolvers-types.js';
import type { ApiContext } from '../../graphql/context.js';
import { isStorageUrl } from '../../http/image-route.js';
import { imageSrcset, resizedImageUrl, type ImageUrlSettings } from '../../images/image-urls.js';

/** An image as resolvers carry it: the original URL, with its size when the upstream gave one. */
export type ImageSource = { source: string; width?: number | null; height?: number | null };

export function imageUrlSettings({ config }: ApiContext): ImageUrlSettings {
  return { publicOrigin: config.publicOrigin, storageUrl: config.panel.storageUrl };
}

/** The size the upstream gave, else the one read from the file (storage files only). */
async function dimensionsOf(image: ImageSource, context: ApiContext) {
  if (image.width && image.height) return { width: image.width, height: image.height };
  if (!isStorageUrl(image.source, context.config.panel.storageUrl)) return null;
  return context.images.of(image.source);
}

export const Image: ImageResolvers = {
  url: (image, { width }, context) => resizedImageUrl(image.source, width, imageUrlSettings(context)),
  srcset: async (image, _args, context) => imageSrcset(image.source, (await dimensionsOf(image, context))?.width, imageUrlSettings(context)),
  width: async (image, _args, context) => (await dimensionsOf(image, context))?.width ?? null,
  height: async (image, _args, context) => (await dimensionsOf(image, context))?.height ?? null,
};
