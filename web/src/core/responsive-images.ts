// The /img URLs of the API's Image.url and Image.srcset, written by the same functions
// (@agency/schema/image-urls), so a URL the site writes is one the API makes.
import {
  IMAGE_WIDTHS,
  imageSrcset,
  resizedImageUrl,
  type ImageWidth as Width,
} from '@agency/schema/image-urls';

// The API gives storage images as absolute URLs; data: and the site's own files stay as they are.
const isResizable = (url: string) => /^https?:\/\//.test(url);

/** A storage image at one width through our resizer (WebP/AVIF per Accept); other URLs as given. */
export function resizedUrl(url: string, width: Width): string {
  return isResizable(url) ? resizedImageUrl(url, width) : url;
}

/** srcset candidates between two widths, so the browser picks per screen size and density. */
export function resizedSrcSet(url: string, min: Width, max: Width): string | undefined {
  if (!isResizable(url)) return undefined;
  return imageSrcset(
    url,
    IMAGE_WIDTHS.filter((w) => w >= min && w <= max),
  );
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
