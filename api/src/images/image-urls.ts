import { IMAGE_WIDTHS, imagePath, type ImageWidth } from '@agency/schema/image-urls';
import { isStorageUrl } from './storage-url.js';

/** Where resized images are served: the deployment's public origin, else a path on the API's own. */
export type ImageUrlSettings = { publicOrigin: string | undefined; storageUrl: string };

/** The smallest fixed width at least `wanted` (the largest for wider): only those are ever made. */
export function snapWidth(wanted: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS.at(-1)!;
}

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
  return `${settings.publicOrigin ?? ''}${imagePath(source, snapWidth(width))}`;
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
  return widths
    .map((width) => `${settings.publicOrigin ?? ''}${imagePath(source, width)} ${width}w`)
    .join(', ');
}
