// The API's /img endpoint makes these widths only (api/src/http/image-route.ts), so candidates
// repeat across pages and its disk cache stays small.
const WIDTHS = [240, 360, 480, 720, 1080, 1600] as const;
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
