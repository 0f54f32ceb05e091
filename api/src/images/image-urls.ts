import {
  IMAGE_WIDTHS,
  imageSrcset as srcsetAt,
  resizedImageUrl as resizedAt,
} from '@agency/schema/image-urls';
import { isStorageUrl } from './storage-url.js';

/** Where resized images are served: the deployment's public origin, else a path on the API's own. */
export type ImageUrlSettings = { publicOrigin: string | undefined; storageUrl: string };

/**
 * A storage image resized by our `/img` route; other URLs (not on the storage, which `/img`
 * refuses) and calls without a width give the original.
 */
export function resizedImageUrl(
  source: string,
  width: number | null | undefined,
  settings: ImageUrlSettings,
): string {
  if (width == null || !isStorageUrl(source, settings.storageUrl)) return source;
  return resizedAt(source, width, settings.publicOrigin);
}

/** `srcset` candidates up to the image's own width (all of them when unknown); the original alone off the storage. */
export function imageSrcset(
  source: string,
  ownWidth: number | null | undefined,
  settings: ImageUrlSettings,
): string {
  if (!isStorageUrl(source, settings.storageUrl)) return source;
  const widths = IMAGE_WIDTHS.filter((width, index) => !ownWidth || width <= ownWidth || index === 0);
  // Checked once above: each candidate is the route's path at that width.
  return srcsetAt(source, widths, settings.publicOrigin);
}
