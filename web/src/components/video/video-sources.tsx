import { isVideoFile, PHONE_VIDEO_WIDTH, phoneVideoUrl, videoPosterUrl } from '@agency/schema/image-urls';

/** Where the site's layouts turn from phone to wide (the sliders and headers switch there too). */
const PHONE_MEDIA = '(max-width: 1023px)';

// Storage videos go through the API (/video, /img); a URL of another kind is used as it is.
const isStorageVideo = (url: string | null | undefined): url is string =>
  !!url && /^https?:\/\//.test(url) && isVideoFile(url);

/**
 * A video's poster: its first frame at a phone's width, so the player paints a picture at once
 * (and the page's largest paint is that image, not the whole file) instead of a black box until
 * the first frame is decoded. One URL serves every screen: a wide screen sees it only until the
 * video's own first frame, which arrives soon on a fast link.
 */
export function videoPoster(mobileUrl: string | null | undefined, desktopUrl: string | null | undefined) {
  const source = mobileUrl || desktopUrl;
  return isStorageVideo(source) ? videoPosterUrl(source, PHONE_VIDEO_WIDTH) : undefined;
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
