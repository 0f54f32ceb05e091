import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import 'swiper/css';
import 'swiper/css/a11y';
import { useLazySwiper } from '../../components/slider/use-lazy-swiper';
import { graphql } from '../../gql';
import type { GallerySlider_PhotoFragment } from '../../gql/graphql';
import { gallerySlides } from './gallery-slides';
import { useMediaQuery } from './use-media-query';
import './gallery-slider.css';
import { DESKTOP_BOOK, photoSources } from './profile-galleries';

export const GallerySliderFragment = graphql(`
  fragment GallerySlider_photo on Photo {
    url
    width
    height
    orientation
  }
`);

const SPEED_MS = 1000;
const ratioOf = (photo: { width: number; height: number }) =>
  photo.width > 0 && photo.height > 0 ? photo.width / photo.height : 2 / 3;

/** The book: portraits two per slide on desktop, one photo per slide on phones, 1 s transitions. */
export function GallerySlider({
  photos,
  name,
}: {
  photos: readonly GallerySlider_PhotoFragment[];
  name: string;
}) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_BOOK);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const slides = gallerySlides(photos, desktop ? 'pairs' : 'single');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const total = photos.length;
  const layout = desktop ? 'pairs' : 'single';
  // After a tap, the other slides' photos are asked for once the opening one is in: on a phone's
  // link, asked for beside it (Swiper places them near enough for lazy loading), they shared its
  // bandwidth and made it several seconds slower. The page as the server sent it has them all
  // (and a visitor without JavaScript scrolls through them).
  const served = useLocation().key === 'default';
  const [openingIn, setOpeningIn] = useState(served);
  const opening = useCallback((image: HTMLImageElement | null) => {
    if (!image) return;
    if (image.complete) setOpeningIn(true);
    else image.addEventListener('load', () => setOpeningIn(true), { once: true });
    // A photo that fails must not hold the others back.
    image.addEventListener('error', () => setOpeningIn(true), { once: true });
  }, []);

  // The first slide is plain HTML, painted before any script; Swiper takes the markup over once
  // its code has loaded. A new layout regroups the photos, so it gets a fresh slider.
  const create = useMemo(
    () =>
      slides.length > 1
        ? (element: HTMLElement) =>
            import('./gallery-swiper').then(({ createGallerySwiper }) => {
              setActive(0);
              return createGallerySwiper(element, {
                speed: reducedMotion ? 0 : SPEED_MS,
                // Phones: the slider takes the height of the photo shown (frames of their own shape).
                autoHeight: layout === 'single',
                prev: prev.current,
                next: next.current,
                messages: {
                  previous: t('profile.previous'),
                  next: t('profile.next'),
                  // Swiper fills its own {{index}} and {{slidesLength}}; i18next must leave them alone.
                  slide: t('profile.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
                },
                onSlide: setActive,
              });
            })
        : null,
    [layout, slides.length, reducedMotion, t],
  );
  useLazySwiper(root, create);

  return (
    <div className={`gallery-slider gallery-slider--${layout}`}>
      <div key={layout} ref={root} className="swiper gallery-slider__swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, slideIndex) => {
            const ratio = slide.photos.reduce((sum, photo) => sum + ratioOf(photo), 0);
            return (
              // Phones frame each photo in its own shape (--slide-ratio): a landscape is not letterboxed.
              <div
                key={slide.first}
                className="swiper-slide gallery-slide"
                style={{ ['--slide-ratio' as string]: ratio }}
              >
                {/* The frame takes the slide's combined aspect ratio and each photo its share of the
                    width, so a pair shares one height (2:3 beside 3:4) and nothing is cropped. */}
                <div
                  className="gallery-slide__frame"
                  style={{ ['--ratio' as string]: ratio, ['--gaps' as string]: slide.photos.length - 1 }}
                >
                  {slide.photos.map((photo, offset) => (
                    <img
                      key={photo.url}
                      className="gallery-slide__photo"
                      // Shares summing to 1: flex-grow below 1 in total would leave the frame part empty.
                      style={{ flexGrow: ratioOf(photo) / ratio }}
                      {...(slideIndex === 0 || openingIn
                        ? photoSources(photo.url, slide.photos.length > 1)
                        : {})}
                      ref={slideIndex === 0 && offset === 0 ? opening : undefined}
                      alt={t('profile.photo_alt', { name, index: slide.first + offset + 1, total })}
                      width={photo.width}
                      height={photo.height}
                      // The first slide is what the page shows; the others load as Swiper brings them near.
                      loading={slideIndex === 0 ? 'eager' : 'lazy'}
                      decoding={slideIndex === 0 ? 'auto' : 'async'}
                      fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                    />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="gallery-slider__controls">
          <ArrowButton ref={prev} direction="prev" label={t('profile.previous')} />
          <p className="gallery-slider__count" aria-hidden="true">
            {String(active + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
          </p>
          <ArrowButton ref={next} direction="next" label={t('profile.next')} />
        </div>
      )}
    </div>
  );
}

const ARROWS = { prev: 'M15 4 7 12l8 8', next: 'm9 4 8 8-8 8' };

/** A previous or next button; the slider wires its clicks (createGallerySwiper's prev and next). */
function ArrowButton({
  ref,
  direction,
  label,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  direction: keyof typeof ARROWS;
  label: string;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={`icon-button gallery-slider__button gallery-slider__button--${direction}`}
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={ARROWS[direction]} />
      </svg>
    </button>
  );
}
