import { Swiper } from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';

export type GallerySwiperOptions = {
  speed: number;
  autoHeight: boolean;
  prev: HTMLElement | null;
  next: HTMLElement | null;
  messages: { previous: string; next: string; slide: string };
  onSlide(index: number): void;
};

/** The book's slider on its server-rendered markup (loaded after the page is shown). */
export function createGallerySwiper(element: HTMLElement, options: GallerySwiperOptions): Swiper {
  return new Swiper(element, {
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
    on: { slideChange: (swiper) => options.onSlide(swiper.activeIndex) },
  });
}
