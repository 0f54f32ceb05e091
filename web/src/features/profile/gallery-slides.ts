export type SlideLayout = 'pairs' | 'single';

/** One slide of the gallery slider: one or two photos, in gallery order. */
export type GallerySlide<P> = {
  photos: P[];
  /** Position of the first photo in the gallery (0-based), for keys and "photo n of m" texts. */
  first: number;
};

/**
 * Groups a gallery's photos into slides. On desktop ('pairs') two portraits that follow each other
 * share a slide and a landscape photo fills one alone; a portrait next to a landscape also stands
 * alone, because reordering the book would change what the agency chose to show first. On phones
 * ('single') every photo has its own slide.
 */
export function gallerySlides<P extends { orientation: 'PORTRAIT' | 'LANDSCAPE' }>(
  photos: readonly P[],
  layout: SlideLayout,
): GallerySlide<P>[] {
  const slides: GallerySlide<P>[] = [];
  for (let index = 0; index < photos.length; index += 1) {
    const photo = photos[index] as P;
    const next = photos[index + 1];
    if (layout === 'pairs' && photo.orientation === 'PORTRAIT' && next?.orientation === 'PORTRAIT') {
      slides.push({ photos: [photo, next], first: index });
      index += 1;
    } else {
      slides.push({ photos: [photo], first: index });
    }
  }
  return slides;
}
