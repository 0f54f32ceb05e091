// The API's /img endpoint makes these widths only (api/src/http/image-route.ts), so candidates
// repeat across pages and its disk cache stays small.
const WIDTHS = [240, 360, 480, 720, 1080, 1600, 2400] as const;
type Width = (typeof WIDTHS)[number];

/** A storage image at one width through our resizer (WebP/AVIF per Accept); other URLs as given. */
export function resizedUrl(url: string, width: Width): string {
  return /^https?:\/\//.test(url) ? `/img/${width}?src=${encodeURIComponent(url)}` : url;
}

/** srcset candidates between two widths, so the browser picks per screen size and density. */
export function resizedSrcSet(url: string, min: Width, max: Width): string | undefined {
  if (!/^https?:\/\//.test(url)) return undefined;
  return WIDTHS.filter((w) => w >= min && w <= max)
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
