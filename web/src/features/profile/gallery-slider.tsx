import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { graphql } from '../../gql';
import type { GallerySlider_PhotoFragment } from '../../gql/graphql';
import { gallerySlides } from './gallery-slides';
import { useMediaQuery } from './use-media-query';
import './gallery-slider.css';
import { resizedSrcSet, resizedUrl } from '../../components/image/responsive';

export const GallerySliderFragment = graphql(`
  fragment GallerySlider_photo on Photo {
    url
    width
    height
    orientation
  }
`);

const SPEED_MS = 1000;
const ratioOf = (photo: { width: number; height: number }) => (photo.width > 0 && photo.height > 0 ? photo.width / photo.height : 2 / 3);
// Painted widths (profile-screen.css): on phones the frame spans the page between its gutters; on
// desktop the book is the page less the gutters (48 px each), the 320 px aside and the 40 px gap,
// and a pair shares it with a 16 px gap. A lone portrait is narrower: it fetches a little more.
const SINGLE_SIZES = '(min-width: 1024px) calc(100vw - 456px), calc(100vw - 32px)';
const PAIR_SIZES = '(min-width: 1024px) calc(50vw - 236px), calc(100vw - 32px)';
/** Slides past the first few load lazily: a book can hold dozens of large photos. */
const EAGER_SLIDES = 2;

/** The book: portraits two per slide on desktop, one photo per slide on phones, 1 s transitions. */
export function GallerySlider({ photos, name }: { photos: readonly GallerySlider_PhotoFragment[]; name: string }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery('(min-width: 1024px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const slides = gallerySlides(photos, desktop ? 'pairs' : 'single');
  const [active, setActive] = useState(0);
  const [prev, setPrev] = useState<HTMLButtonElement | null>(null);
  const [next, setNext] = useState<HTMLButtonElement | null>(null);
  const total = photos.length;

  return (
    <div className={`gallery-slider gallery-slider--${desktop ? 'pairs' : 'single'}`}>
      <Swiper
        // A new layout regroups the photos: start a fresh slider rather than patch the old one.
        key={desktop ? 'pairs' : 'single'}
        className="gallery-slider__swiper"
        modules={[Navigation, Keyboard, A11y]}
        speed={reducedMotion ? 0 : SPEED_MS}
        spaceBetween={16}
        // Phones frame each photo in its own shape (a landscape is not letterboxed in a portrait
        // frame): the slider takes the height of the photo shown.
        autoHeight={!desktop}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={prev && next ? { prevEl: prev, nextEl: next } : false}
        a11y={{
          prevSlideMessage: t('profile.previous'),
          nextSlideMessage: t('profile.next'),
          // Swiper fills its own {{index}} and {{slidesLength}}; i18next must leave them alone.
          slideLabelMessage: t('profile.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
        }}
        onSwiper={(swiper) => setActive(swiper.activeIndex)}
        onSlideChange={(swiper) => setActive(swiper.activeIndex)}
      >
        {slides.map((slide, slideIndex) => {
          const ratio = slide.photos.reduce((sum, photo) => sum + ratioOf(photo), 0);
          return (
            <SwiperSlide key={slide.first} className="gallery-slide" style={{ ['--slide-ratio' as string]: ratio }}>
              {/* The frame takes the slide's combined aspect ratio and each photo its share of the
                  width, so a pair shares one height (2:3 beside 3:4) and nothing is cropped. */}
              <div className="gallery-slide__frame" style={{ ['--ratio' as string]: ratio, ['--gaps' as string]: slide.photos.length - 1 }}>
                {slide.photos.map((photo, offset) => (
                  <img
                    key={photo.url}
                    className="gallery-slide__photo"
                    // Shares summing to 1: flex-grow below 1 in total would leave the frame part empty.
                    style={{ flexGrow: ratioOf(photo) / ratio }}
                    src={resizedUrl(photo.url, 1080)}
                    srcSet={resizedSrcSet(photo.url, 360, 2400)}
                    sizes={slide.photos.length > 1 ? PAIR_SIZES : SINGLE_SIZES}
                    alt={t('profile.photo_alt', { name, index: slide.first + offset + 1, total })}
                    width={photo.width}
                    height={photo.height}
                    loading={slideIndex < EAGER_SLIDES ? 'eager' : 'lazy'}
                    decoding="async"
                    fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                  />
                ))}
              </div>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {slides.length > 1 && (
        <div className="gallery-slider__controls">
          <button ref={setPrev} type="button" className="gallery-slider__button gallery-slider__button--prev" aria-label={t('profile.previous')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 4 7 12l8 8" />
            </svg>
          </button>
          <p className="gallery-slider__count" aria-hidden="true">
            {String(active + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
          </p>
          <button ref={setNext} type="button" className="gallery-slider__button gallery-slider__button--next" aria-label={t('profile.next')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="m9 4 8 8-8 8" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
