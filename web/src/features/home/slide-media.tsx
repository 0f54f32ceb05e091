import { preload } from 'react-dom';
import { coverSizes, resizedSrcSet, resizedUrl } from '../../core/responsive-images';
import { graphql } from '../../gql';
import type { SlideMedia_SlideFragment } from '../../gql/graphql';
import { isVideoSlide } from './slider-layout';
import { SlideVideo } from './slide-video';
import './slide-media.css';

export const SlideMediaFragment = graphql(`
  fragment SlideMedia_slide on Slide {
    id
    desktopUrl
    mobileUrl
    kind
  }
`);

/**
 * Where a slide is shown: the phone slider ('mobile', full width), one of the desktop home's
 * columns ('desktop', a third of the width each) or the full-screen pre-home ('any').
 */
export type SlideLayout = 'mobile' | 'desktop' | 'any';

// A 1x1 transparent GIF: a <source> that matches where the layout is hidden, so the browser
// downloads nothing for the slider it does not show (both layouts are in the HTML; CSS picks one).
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const MOBILE_MEDIA = '(max-width: 1023px)';
const DESKTOP_MEDIA = '(min-width: 1024px)';
// The back-office's shapes: desktop files are landscape (16:9), mobile files portrait (9:16).
const LANDSCAPE = 16 / 9;
const PORTRAIT = 9 / 16;
/** Height of the home's slides: the screen under the sticky header (home-screen.css). */
const HOME_HEIGHT = '(100vh - 4rem)';

type Source = { url: string; ratio: number };

/** The portrait file where there is one (phones and the tall desktop columns), else the landscape one. */
function portraitSource(slide: SlideMedia_SlideFragment): Source | null {
  if (slide.mobileUrl) return { url: slide.mobileUrl, ratio: PORTRAIT };
  return slide.desktopUrl ? { url: slide.desktopUrl, ratio: LANDSCAPE } : null;
}

function landscapeSource(slide: SlideMedia_SlideFragment): Source | null {
  if (slide.desktopUrl) return { url: slide.desktopUrl, ratio: LANDSCAPE };
  return slide.mobileUrl ? { url: slide.mobileUrl, ratio: PORTRAIT } : null;
}

/**
 * One slide's photo or video, filling its box (object-fit: cover). Slides carry no meaningful
 * text in the back-office, so the images are decorative (empty alt).
 *
 * The desktop columns are tall and narrow (about 455 x 840 px at 1366 x 900): a 16:9 file there is
 * painted at the column's height, three times its width, and cropped to a sliver of its middle, so
 * they take the portrait file that phones get. Every `sizes` is the painted width (coverSizes), so
 * the browser fetches a file at least as wide as the photo is drawn on that screen's pixels.
 */
export function SlideMedia(props: {
  slide: SlideMedia_SlideFragment;
  /** Side-by-side desktop columns sharing the width ('desktop' only). */
  columns?: number;
  layout: SlideLayout;
  eager: boolean;
  active: boolean;
  playing: boolean;
}) {
  const { slide, layout, eager } = props;
  const portrait = portraitSource(slide);
  const landscape = landscapeSource(slide);
  if (isVideoSlide(slide)) {
    const desktop = layout === 'desktop' ? portrait : landscape;
    return (
      <SlideVideo
        className="slide-media"
        mobileUrl={portrait?.url ?? null}
        desktopUrl={desktop?.url ?? null}
        active={props.active}
        playing={props.playing}
      />
    );
  }
  const main = layout === 'any' ? landscape : portrait;
  if (!main || !portrait) return null;
  const columnWidth = `${(100 / Math.max(1, props.columns ?? 3)).toFixed(2)}vw`;
  const mainSizes =
    layout === 'any'
      ? coverSizes('100vw', '100vh', main.ratio)
      : coverSizes(layout === 'desktop' ? columnWidth : '100vw', HOME_HEIGHT, main.ratio);
  const mobileSource =
    layout === 'any' && portrait.url !== main.url
      ? {
          src: portrait.url,
          srcSet: resizedSrcSet(portrait.url, 360, 2400),
          sizes: coverSizes('100vw', '100vh', portrait.ratio),
        }
      : null;
  if (eager) {
    // React preloads a lone eager <img> itself, not one in a <picture>: the file each visible
    // layout shows is declared here, so the server puts it first in the head (page-template.ts).
    if (mobileSource) preloadImage(MOBILE_MEDIA, mobileSource);
    const media =
      layout === 'mobile' ? MOBILE_MEDIA : layout === 'desktop' || mobileSource ? DESKTOP_MEDIA : undefined;
    preloadImage(media, { src: main.url, srcSet: resizedSrcSet(main.url, 360, 2400), sizes: mainSizes });
  }
  return (
    <picture className="slide-media">
      {layout === 'mobile' && <source media={DESKTOP_MEDIA} srcSet={BLANK} />}
      {layout === 'desktop' && <source media={MOBILE_MEDIA} srcSet={BLANK} />}
      {mobileSource && (
        <source
          media={MOBILE_MEDIA}
          srcSet={mobileSource.srcSet ?? mobileSource.src}
          sizes={mobileSource.sizes}
        />
      )}
      <img
        src={resizedUrl(main.url, 1080)}
        srcSet={resizedSrcSet(main.url, 360, 2400)}
        sizes={mainSizes}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'auto' : 'async'}
      />
    </picture>
  );
}

/** A preload matching one <source> or the <img> (React writes no href when a srcset is given). */
function preloadImage(
  media: string | undefined,
  image: { src: string; srcSet?: string; sizes: string },
): void {
  preload(resizedUrl(image.src, 1080), {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: 'high',
    ...(media && { media }),
  });
}
