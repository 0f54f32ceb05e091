import { Swiper } from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { nextTask } from '../../core/next-task';

export type GallerySwiperOptions = {
  speed: number;
  autoHeight: boolean;
  prev: HTMLElement | null;
  next: HTMLElement | null;
  messages: { previous: string; next: string; slide: string };
  onSlide(index: number): void;
};

/**
 * The book's slider on its server-rendered markup (loaded after the page is shown). Built in two
 * tasks, the browser free between them: Swiper's set-up (its modules, what the device supports),
 * then its init (measuring the slides, the first one's height); in one, a phone's main thread was
 * held for both, right after a card's tap.
 */
export async function createGallerySwiper(
  element: HTMLElement,
  options: GallerySwiperOptions,
): Promise<Swiper> {
  const swiper = new Swiper(element, {
    init: false,
    modules: [Navigation, Keyboard, A11y],
    speed: options.speed,
    autoHeight: options.autoHeight,
    spaceBetween: 16,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: options.prev && options.next ? { prevEl: options.prev, nextEl: options.next } : false,
    a11y: {
      prevSlideMessage: options.messages.previous,
      nextSlideMessage: options.messages.next,
      slideLabelMessage: options.messages.slide,
    },
    on: { slideChange: (slider) => options.onSlide(slider.activeIndex) },
  });
  await nextTask();
  // Gone meanwhile (the visitor left the profile): nothing to measure.
  if (element.isConnected) swiper.init();
  return swiper;
}
