// Gallery items for one model: book, snap (polaroids), compo (composite cards) and video.
// Sizes vary like real uploads, portrait and landscape mixed, and a gallery may be empty or absent.

import type { Random } from '../random.js';
import type { Framing } from './looks.js';

export type GalleryImage = { file: string; width: number; height: number };
export type GalleryVideo = GalleryImage & { provider: 'youtube' | 'vimeo' };
export type GalleryName = 'book' | 'snap' | 'compo';

// As a camera exports them for a book: wide enough for a full-width landscape on a 2x laptop.
export const portraitSizes: readonly [number, number][] = [
  [1600, 2400],
  [1334, 2000],
  [1200, 1800],
  [1500, 2000],
];
export const landscapeSizes: readonly [number, number][] = [
  [2400, 1600],
  [2100, 1400],
  [2000, 1333],
];

const youtubeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function imageGallery(
  random: Random,
  folder: string,
  gallery: GalleryName,
  count: number,
  landscapeShare: number,
): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => {
    const [width, height] = random.chance(landscapeShare)
      ? random.pick(landscapeSizes)
      : random.pick(portraitSizes);
    return { file: `${folder}/${gallery}/${String(index + 1).padStart(2, '0')}.jpg`, width, height };
  });
}

export function videoGallery(random: Random, count: number): GalleryVideo[] {
  return Array.from({ length: count }, () => {
    if (random.chance(0.6)) {
      const id = Array.from({ length: 11 }, () => random.pick([...youtubeAlphabet])).join('');
      return { file: id, provider: 'youtube' as const, width: 1920, height: 1080 };
    }
    const id = String(random.int(100_000_000, 999_999_999));
    // Private Vimeo videos carry a hash after the id.
    const file = random.chance(0.4) ? `${id}/${random.int(0x1000000000, 0xffffffffff).toString(16)}` : id;
    return { file, provider: 'vimeo' as const, width: 1280, height: 720 };
  });
}

/** Book shots are mostly half-length, snaps head-and-shoulders or full length, compos full length. */
export function framingFor(gallery: GalleryName, index: number): Framing {
  if (gallery === 'compo') return 'full';
  if (gallery === 'snap') return index % 2 === 0 ? 'head' : 'full';
  return (['half', 'head', 'full'] as const)[index % 3] as Framing;
}
