import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide, useSwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import type { SlideMedia_SlideFragment } from '../../gql/graphql';
import { AUTOPLAY_DELAY_MS, FADE_MS } from './home-timing';
import { SlideMedia, type SlideLayout } from './slide-media';
import type { SliderPlan } from './slider-layout';

/** One full-bleed cross-fading slider of the home; touching it never stops the autoplay (spec). */
export function HomeSlider(props: {
  plan: SliderPlan<SlideMedia_SlideFragment>;
  layout: SlideLayout;
  /** How many desktop sliders share the width. */
  columns?: number;
  playing: boolean;
  className: string;
}) {
  const { plan, layout, playing, columns } = props;
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const moving = plan.slides.length > 1;

  // The pause button and prefers-reduced-motion act on the running instance: changing the
  // autoplay prop after creation would not stop it.
  useEffect(() => {
    if (!swiper?.autoplay || !moving) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing, moving]);

  return (
    <Swiper
      className={`home-slider ${props.className}`}
      modules={[Autoplay, EffectFade]}
      effect="fade"
      speed={FADE_MS}
      autoplay={moving ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false } : false}
      loop={plan.loop}
      allowTouchMove={moving}
      onSwiper={setSwiper}
    >
      {plan.slides.map((slide, i) => (
        <SwiperSlide
          key={slide.id}
          className="home-slider__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.slide', { index: i + 1, total: plan.slides.length })}
        >
          <ActiveSlideMedia slide={slide} layout={layout} columns={columns} eager={i === 0} playing={playing} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** Reads whether its slide is the active one (Swiper's slide context) for video play and pause. */
function ActiveSlideMedia(props: { slide: SlideMedia_SlideFragment; layout: SlideLayout; columns: number | undefined; eager: boolean; playing: boolean }) {
  const { isActive } = useSwiperSlide();
  return <SlideMedia {...props} active={isActive} />;
}
