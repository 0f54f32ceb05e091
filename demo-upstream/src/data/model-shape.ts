// What one model on the board is, and the constants every generator of models shares (the base
// board, the extra models and the ones added through the admin API), kept apart so none of them
// imports another to learn a type.

import type { GalleryImage, GalleryVideo } from './galleries.js';
import type { Look } from './looks.js';

export const FASHION = 1938;
export const COMERCIAL = 1939;
export const categoryNames: Record<number, string> = { [FASHION]: 'Fashion', [COMERCIAL]: 'Comercial' };

/** An absolute URL with no file name: the panel's way of saying "no image". */
export const NO_IMAGE_URL = 'https://cdn.demo-panel.invalid/upload/.jpg';

export const COVER_SIZE = { width: 600, height: 800 } as const;
export const COVER_WEB_SIZE = { width: 480, height: 640 } as const;

export type Measure = string | null | undefined;

export type Gender = 'woman' | 'man';

export type DemoModel = {
  id: number;
  name: string;
  gender: Gender;
  birthdate: string;
  categories: number[];
  cover: string;
  coverWeb: string;
  cover2: string | null;
  /** Keys left undefined are left out of the JSON, as the real service does for unset measures. */
  measures: Record<'height' | 'bust' | 'waist' | 'hips' | 'shoes' | 'eyes' | 'hair', Measure>;
  instagram: Measure;
  skills: { id: number; name: string }[];
  mediaId: number;
  /** A gallery left undefined is absent from the profile; an empty list is sent as []. */
  galleries: { book?: GalleryImage[]; snap?: GalleryImage[]; compo?: GalleryImage[]; video?: GalleryVideo[] };
  look: Look;
  /** Set once the admin API gave the model a new cover: its files are `cover-v{n}.jpg` and `cover_web-v{n}.jpg`. */
  coverVersion?: number;
};
