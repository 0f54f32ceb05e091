import { resizedSrcSet, resizedUrl } from '../../core/responsive-images';
import type { GalleryKind, ModelProfileQuery } from '../../gql/graphql';
import { GALLERY_KINDS } from './gallery-kinds';
import { gallerySlides, type SlideLayout } from './gallery-slides';

export type ProfileModel = NonNullable<ModelProfileQuery['model']>;
export type Galleries = NonNullable<ProfileModel['galleries']>;

// A profile whose galleries could not be loaded shows its measures, with no gallery.
const NO_GALLERIES: Galleries = { initial: null, book: [], snap: [], compo: [], video: [] };

export function itemsOf(model: ProfileModel, kind: GalleryKind) {
  const galleries = model.galleries ?? NO_GALLERIES;
  return kind === 'BOOK'
    ? galleries.book
    : kind === 'SNAP'
      ? galleries.snap
      : kind === 'COMPO'
        ? galleries.compo
        : galleries.video;
}

/** The galleries that have something to show, in tab order. */
export function galleryKinds(model: ProfileModel): GalleryKind[] {
  return GALLERY_KINDS.filter((kind) => itemsOf(model, kind).length > 0);
}

/** The gallery a profile opens on: the one the agency marked, else the first with items. */
export function initialGallery(model: ProfileModel): GalleryKind | null {
  return model.galleries?.initial ?? galleryKinds(model)[0] ?? null;
}

// Painted widths (profile-screen.css): on phones the frame spans the page between its gutters; on
// desktop the book is the page less the gutters (48 px each), the 320 px aside and the 40 px gap,
// and a pair shares it with a 16 px gap. A lone portrait is narrower: it fetches a little more.
const SIZES_SINGLE = '(min-width: 1024px) calc(100vw - 456px), calc(100vw - 32px)';
const SIZES_PAIR = '(min-width: 1024px) calc(50vw - 236px), calc(100vw - 32px)';
export const DESKTOP_BOOK = '(min-width: 1024px)';

/** What an <img> of the book asks for: the same attributes pick the same file wherever they are used. */
export function photoSources(url: string, inPair: boolean) {
  return {
    src: resizedUrl(url, 1080),
    srcSet: resizedSrcSet(url, 360, 2400),
    sizes: inPair ? SIZES_PAIR : SIZES_SINGLE,
  };
}

/**
 * Starts loading the photos the profile opens on (its first slide), with the attributes the book
 * will give them, so the browser has them in its memory cache when the screen renders. For a
 * visitor who chose the profile: the photo is the largest paint of the screen and otherwise waits
 * for the screen's code and data before it is even asked for. Settles once they have loaded (or
 * failed).
 */
export function preloadOpeningPhotos(model: ProfileModel): Promise<void> {
  const kind = initialGallery(model);
  if (!kind || kind === 'VIDEO') return Promise.resolve();
  const layout: SlideLayout = window.matchMedia(DESKTOP_BOOK).matches ? 'pairs' : 'single';
  const first = gallerySlides(itemsOf(model, kind) as Galleries['book'], layout)[0];
  const loads: Promise<void>[] = [];
  for (const photo of first?.photos ?? []) {
    const image = new Image();
    loads.push(new Promise((resolve) => (image.onload = image.onerror = () => resolve())));
    const sources = photoSources(photo.url, first!.photos.length > 1);
    image.fetchPriority = 'high';
    image.sizes = sources.sizes;
    if (sources.srcSet) image.srcset = sources.srcSet;
    image.src = sources.src;
  }
  return Promise.all(loads).then(() => undefined);
}
