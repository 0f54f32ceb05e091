import {
  imageSrcset,
  isVideoFile,
  PHONE_VIDEO_WIDTH,
  phoneVideoUrl,
  videoPosterUrl,
} from '@agency/schema/image-urls';
import './video-poster.css';

/** Where the site's layouts turn from phone to wide (the sliders and headers switch there too). */
const PHONE_MEDIA = '(max-width: 1023px)';

// Storage videos go through the API (/video, /img); a URL of another kind is used as it is.
const isStorageVideo = (url: string | null | undefined): url is string =>
  !!url && /^https?:\/\//.test(url) && isVideoFile(url);

/**
 * A video's poster, for a player whose phone and wide files are the same shape: the first frame of
 * the phone file at a phone's width, so the player paints a picture at once instead of a black box
 * until its first frame is decoded.
 */
export function videoPoster(mobileUrl: string | null | undefined, desktopUrl: string | null | undefined) {
  const source = mobileUrl || desktopUrl;
  return isStorageVideo(source) ? videoPosterUrl(source, PHONE_VIDEO_WIDTH) : undefined;
}

/**
 * The posters of a player whose phone and wide files differ in shape (a portrait phone file, a
 * landscape wide one): each file's first frame, picked by the same media query as its `<source>`.
 * It lies under the video (which is see-through until its first frame) and is an ordinary image to
 * the browser: its largest paint is this picture, not the whole video.
 */
export function VideoPoster({
  mobileUrl,
  desktopUrl,
  aboveTheFold = false,
}: {
  mobileUrl: string | null | undefined;
  desktopUrl: string | null | undefined;
  /** At the top of the page: asked for first, and painted before the app loads (boot.ts). */
  aboveTheFold?: boolean;
}) {
  const phone = mobileUrl || desktopUrl;
  const wide = desktopUrl || mobileUrl;
  if (!isStorageVideo(phone) || !isStorageVideo(wide)) return null;
  return (
    <picture className="video-poster">
      <source media={PHONE_MEDIA} srcSet={videoPosterUrl(phone, PHONE_VIDEO_WIDTH)} />
      <img
        src={videoPosterUrl(wide, 1440)}
        srcSet={imageSrcset(wide, [1080, 1440, 2400])}
        sizes="100vw"
        alt=""
        fetchPriority={aboveTheFold ? 'high' : undefined}
      />
    </picture>
  );
}

/**
 * The `<source>`s of a decorative video: phones get the API's small copy of the phone upload (or
 * of the only upload), wide screens the upload itself. The browser takes the first that matches.
 */
export function VideoSources({
  mobileUrl,
  desktopUrl,
}: {
  mobileUrl: string | null | undefined;
  desktopUrl: string | null | undefined;
}) {
  const phone = mobileUrl || desktopUrl;
  const wide = desktopUrl || mobileUrl;
  return (
    <>
      {phone && (phone !== wide || isStorageVideo(phone)) && (
        <source media={PHONE_MEDIA} src={isStorageVideo(phone) ? phoneVideoUrl(phone) : phone} />
      )}
      {wide && <source src={wide} />}
    </>
  );
}
