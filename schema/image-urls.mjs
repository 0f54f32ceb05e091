// The /img and /video endpoints' URL shape, shared by the API (which serves it and writes it into
// Image.url/srcset) and the site (which writes it into its own srcset): one list of widths, so a
// width the site asks for is always one the API makes.

export const IMAGE_PATH = '/img/';

/**
 * The only widths made, so the disk cache stays bounded and srcset candidates repeat across pages.
 * 2400 is for full-screen photos on high-density laptops (a 1366 px wide screen at 2x wants 2732);
 * 900 and 1440 are for full-screen photos on phones: a 360 px wide phone at 2x (most low and
 * mid-range Androids) wants 900, and 390-412 px phones at 2.6-3x want 1350-1425: without them each
 * got the next width up, a fifth to a third more bytes on the phone's slowest moment, the first.
 * a file narrower than the width asked for is served at its own size, never enlarged.
 */
export const IMAGE_WIDTHS = Object.freeze([240, 360, 480, 720, 900, 1080, 1440, 1600, 2400]);

/** The path of a storage image at one of the widths: `/img/{width}?src={storage URL}`. */
export function imagePath(source, width) {
  return `${IMAGE_PATH}${width}?src=${encodeURIComponent(source)}`;
}

/** The smallest made width at least `wanted` (the largest for wider): only those are ever made. */
export function snapWidth(wanted) {
  return IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS.at(-1);
}

/**
 * A storage image resized by /img at the made width for `wanted`, behind `origin` ('' for a path
 * on the page's own): what `Image.url(width:)` answers and the site writes into `src`.
 */
export function resizedImageUrl(source, wanted, origin = '') {
  return `${origin}${imagePath(source, snapWidth(wanted))}`;
}

/** `srcset` candidates of a storage image at the given made widths: what `Image.srcset` answers and the site writes. */
export function imageSrcset(source, widths, origin = '') {
  return widths.map((width) => `${origin}${imagePath(source, width)} ${width}w`).join(', ');
}

/** A storage file the back office marks as a video by its ending (a slide, a website video). */
export function isVideoFile(url) {
  return /\.(mp4|webm|ogg)$/i.test(url.split(/[?#]/)[0]);
}

/**
 * A video's poster: its first frame, made by /img like a photo (`imagePath` of the video's URL):
 * something to paint at once instead of a black box until the video's first frame is decoded.
 */
export const videoPosterUrl = resizedImageUrl;

export const VIDEO_PATH = '/video/';

/**
 * The one width of the phone copy of a video (H.264, no sound): a 390-430 px phone at 2-3x gets a
 * sharp picture at a fraction of an upload's bytes. Larger screens get the upload itself.
 */
export const PHONE_VIDEO_WIDTH = 720;

/** The phone copy of a storage video: `/video/{width}?src={storage URL}`. */
export function phoneVideoUrl(source, origin = '') {
  return `${origin}${VIDEO_PATH}${PHONE_VIDEO_WIDTH}?src=${encodeURIComponent(source)}`;
}
