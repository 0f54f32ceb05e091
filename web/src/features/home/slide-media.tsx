import { preload } from 'react-dom';
import { resizedSrcSet, resizedUrl } from '../../components/image/responsive';
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

/** Which layout a slide belongs to: its file is replaced by nothing where that layout is hidden. */
export type SlideLayout = 'mobile' | 'desktop' | 'any';

// A 1x1 transparent GIF: a <source> that matches where the layout is hidden, so the browser
// downloads nothing for the slider it does not show (both layouts are in the HTML; CSS picks one).
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const MOBILE_MEDIA = '(max-width: 1023px)';
const DESKTOP_MEDIA = '(min-width: 1024px)';
/** Desktop shows three sliders side by side (a third of the width each), phones one. */
const IMG_SIZES = '(min-width: 1024px) 34vw, 100vw';

/**
 * One slide's photo or video, filling its box (object-fit: cover). Slides carry no meaningful
 * text in the back-office, so the images are decorative (empty alt).
 */
export function SlideMedia(props: {
  slide: SlideMedia_SlideFragment;
  layout: SlideLayout;
  eager: boolean;
  active: boolean;
  playing: boolean;
}) {
  const { slide, layout, eager } = props;
  if (isVideoSlide(slide)) {
    return <SlideVideo className="slide-media" mobileUrl={slide.mobileUrl ?? null} desktopUrl={slide.desktopUrl ?? null} active={props.active} playing={props.playing} />;
  }
  const desktop = slide.desktopUrl ?? slide.mobileUrl ?? '';
  const mobileSrcSet = slide.mobileUrl && slide.mobileUrl !== desktop ? (resizedSrcSet(slide.mobileUrl, 480, 1080) ?? slide.mobileUrl) : null;
  const desktopSrcSet = desktop ? resizedSrcSet(desktop, 360, 1600) : undefined;
  if (eager) {
    // React preloads a lone eager <img> itself, not one in a <picture>: the file each visible
    // layout shows is declared here, so the server puts it first in the head (page-template.ts).
    const mobile = mobileSrcSet ? { src: slide.mobileUrl ?? '', srcSet: mobileSrcSet, sizes: '100vw' } : { src: desktop, srcSet: desktopSrcSet, sizes: IMG_SIZES };
    if (layout !== 'desktop') preloadImage(MOBILE_MEDIA, mobile);
    if (layout !== 'mobile') preloadImage(DESKTOP_MEDIA, { src: desktop, srcSet: desktopSrcSet, sizes: IMG_SIZES });
  }
  return (
    <picture className="slide-media">
      {layout === 'mobile' && <source media={DESKTOP_MEDIA} srcSet={BLANK} />}
      {layout === 'desktop' && <source media={MOBILE_MEDIA} srcSet={BLANK} />}
      {mobileSrcSet && <source media={MOBILE_MEDIA} srcSet={mobileSrcSet} sizes="100vw" />}
      <img
        src={desktop && resizedUrl(desktop, 1080)}
        srcSet={desktopSrcSet}
        sizes={IMG_SIZES}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'auto' : 'async'}
      />
    </picture>
  );
}

/** A preload matching one <source> or the <img> (React writes no href when a srcset is given). */
function preloadImage(media: string, image: { src: string; srcSet?: string; sizes: string }): void {
  if (image.src) preload(resizedUrl(image.src, 1080), { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high', media });
}
