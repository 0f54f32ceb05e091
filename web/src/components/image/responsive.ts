// The widths and URL shape the API's /img endpoint serves, from the one list both sides read.
import { IMAGE_WIDTHS, imagePath, type ImageWidth as Width } from '@agency/schema/image-urls';

/** A storage image at one width through our resizer (WebP/AVIF per Accept); other URLs as given. */
export function resizedUrl(url: string, width: Width): string {
  return /^https?:\/\//.test(url) ? imagePath(url, width) : url;
}

/** srcset candidates between two widths, so the browser picks per screen size and density. */
export function resizedSrcSet(url: string, min: Width, max: Width): string | undefined {
  if (!/^https?:\/\//.test(url)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w >= min && w <= max)
    .map((w) => `${resizedUrl(url, w)} ${w}w`)
    .join(', ');
}

/**
 * The `sizes` width of a photo that covers its box (object-fit: cover). It is painted as wide as
 * the box, or wider when the box is taller than the photo's shape (a 16:9 slide in a tall column
 * is painted at the column's height and cropped): `sizes` must say the painted width, or the
 * browser picks a file several times too small.
 */
export function coverSizes(boxWidth: string, boxHeight: string, photoRatio: number): string {
  return `max(${boxWidth}, calc(${boxHeight} * ${Number(photoRatio.toFixed(4))}))`;
}
