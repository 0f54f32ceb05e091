import { Swiper } from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';
import { AUTOPLAY_DELAY_MS, FADE_MS } from './home-timing';

/**
 * The home's cross-fading slider on its server-rendered markup (loaded after the page is shown).
 * `rewind` rather than `loop`: with a fade the two look the same (last slide fades into the first),
 * and rewinding never moves React's slide elements around the DOM as loop mode does.
 */
export function createHomeSwiper(
  element: HTMLElement,
  options: { rewind: boolean; onSlide(index: number): void },
): Swiper {
  return new Swiper(element, {
    modules: [Autoplay, EffectFade],
    effect: 'fade',
    speed: FADE_MS,
    // Touching the slider never stops the autoplay (spec).
    autoplay: { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false },
    rewind: options.rewind,
    on: { slideChange: (swiper) => options.onSlide(swiper.realIndex) },
  });
}
