import type { ImageResolvers } from '../../generated/resolvers-types.js';
import type { ApiContext } from '../../core/context.js';
import { isStorageUrl } from '../../images/storage-url.js';
import type { Dimensions } from '../../images/image-dimensions.js';
import { imageSrcset, resizedImageUrl, type ImageUrlSettings } from '../../images/image-urls.js';

/** An image as resolvers carry it: the original URL, with its size when the upstream gave one. */
export type ImageSource = { source: string; width?: number | null; height?: number | null };

export function imageUrlSettings({ config }: ApiContext): ImageUrlSettings {
  return { publicOrigin: config.publicOrigin, storageUrl: config.panel.storageUrl };
}

// One look-up per image however many of width, height and srcset are asked: keyed by the object
// the parent resolver made, so it lives as long as the request's result.
const dimensionsAsked = new WeakMap<ImageSource, Promise<Dimensions | null>>();

/** The size the upstream gave, else the one read from the file (storage files only). */
function dimensionsOf(image: ImageSource, context: ApiContext): Promise<Dimensions | null> {
  let dimensions = dimensionsAsked.get(image);
  if (!dimensions) {
    if (image.width && image.height)
      dimensions = Promise.resolve({ width: image.width, height: image.height });
    else if (!isStorageUrl(image.source, context.config.panel.storageUrl)) dimensions = Promise.resolve(null);
    else dimensions = context.images.of(image.source);
    dimensionsAsked.set(image, dimensions);
  }
  return dimensions;
}

export const Image: ImageResolvers = {
  url: (image, { width }, context) => resizedImageUrl(image.source, width, imageUrlSettings(context)),
  srcset: async (image, _args, context) =>
    imageSrcset(image.source, (await dimensionsOf(image, context))?.width, imageUrlSettings(context)),
  width: async (image, _args, context) => (await dimensionsOf(image, context))?.width ?? null,
  height: async (image, _args, context) => (await dimensionsOf(image, context))?.height ?? null,
};
