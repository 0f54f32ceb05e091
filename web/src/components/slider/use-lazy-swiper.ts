import { useEffect, useState, type RefObject } from 'react';
import type { Swiper } from 'swiper';
import './slider.css';

/**
 * A Swiper made on markup React rendered (.swiper > .swiper-wrapper > .swiper-slide), once its code
 * has loaded after hydration: the server's HTML shows the first slide with no script at all, and
 * swiper (~25 KB gzip) is not part of the JavaScript a page waits for. `create` imports the
 * feature's Swiper set-up (its own chunk) and builds the instance; null leaves the markup as it is
 * (a single slide). A new `create` (the caller memoises it on what shapes the slider) replaces the
 * instance.
 */
export function useLazySwiper(
  root: RefObject<HTMLElement | null>,
  create: ((element: HTMLElement) => Promise<Swiper>) | null,
): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element || !create) return;
    let instance: Swiper | null = null;
    let cancelled = false;
    create(element).then(
      (made) => {
        if (cancelled) return made.destroy(true, true);
        instance = made;
        setSwiper(made);
      },
      // No slider (a chunk that failed to load): the first slide stays, which is a usable page.
      () => undefined,
    );
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [root, create]);
  return swiper;
}
