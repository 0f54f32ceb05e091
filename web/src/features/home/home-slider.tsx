import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { useLazySwiper } from '../../components/slider/use-lazy-swiper';
import type { SlideMedia_SlideFragment } from '../../gql/graphql';
import { SlideMedia, type SlideLayout } from './slide-media';
import { useStarted } from '../../core/use-started';
import { isVideoSlide, type SliderPlan } from './slider-layout';

/**
 * One full-bleed cross-fading slider of the home; touching it never stops the autoplay (spec).
 * Its first slide is plain HTML, painted before any script; Swiper takes the markup over once its
 * code has loaded. A slide's photo is only rendered once the slider is about to show it (the
 * current slide and the next), so a phone does not download a whole slideshow it may never see.
 * A video slide is always rendered (it was only from the slide before it on, 20 s and more into a
 * phone's single slider): its <video> fetches nothing until its slide is active (preload none,
 * slide-video.tsx), and the slider on screen holds it from the start.
 */
export function HomeSlider(props: {
  plan: SliderPlan<SlideMedia_SlideFragment>;
  layout: SlideLayout;
  /** How many desktop sliders share the width. */
  columns?: number;
  playing: boolean;
  className: string;
  /** The pre-home covers the page: no photo until the app runs (only a no-script copy). */
  behindPrehome?: boolean;
}) {
  const { plan, layout, playing, columns } = props;
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const moving = plan.slides.length > 1;
  const started = useStarted();
  const waiting = props.behindPrehome === true && !started;

  const create = useMemo(
    () =>
      moving
        ? (element: HTMLElement) =>
            import('./home-swiper').then(({ createHomeSwiper }) =>
              createHomeSwiper(element, {
                rewind: plan.loop,
                onSlide: (index) => {
                  setActive(index);
                  setReached((seen) => Math.max(seen, index));
                },
              }),
            )
        : null,
    [moving, plan.loop],
  );
  const swiper = useLazySwiper(root, create);

  // The pause button and prefers-reduced-motion act on the running instance.
  useEffect(() => {
    if (!swiper?.autoplay || !moving) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing, moving]);

  return (
    <div ref={root} className={`swiper home-slider ${props.className}`}>
      <div className="swiper-wrapper">
        {plan.slides.map((slide, i) => (
          <div
            key={slide.id}
            className="swiper-slide home-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slide', { index: i + 1, total: plan.slides.length })}
          >
            {i === 0 && waiting ? (
              // Visitors without JavaScript see the first slide when the pre-home fades (prehome.css).
              <noscript>
                <SlideMedia
                  slide={slide}
                  layout={layout}
                  columns={columns}
                  eager={false}
                  active={false}
                  playing={false}
                />
              </noscript>
            ) : (
              (i <= reached + 1 || isVideoSlide(slide)) &&
              !waiting && (
                <SlideMedia
                  slide={slide}
                  layout={layout}
                  columns={columns}
                  eager={i === 0 && !props.behindPrehome}
                  active={i === active}
                  playing={playing}
                />
              )
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
