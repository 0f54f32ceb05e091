import { CATEGORY_IDS } from './categories.js';

/**
 * The upstream value behind each GraphQL enum value (the REST service's 'woman', board 1938): the
 * one table. codegen.ts types the API's resolvers with it, and api/src/core/enum-values.ts hands it
 * to Apollo, checked against those types.
 */
export const ENUM_VALUES = {
  Locale: { PT: 'pt', EN: 'en', ES: 'es' },
  Gender: { WOMAN: 'woman', MAN: 'man' },
  // Both spellings read as 1939; graphql-js writes a value with the last enum value holding it, so
  // the SDL lists COMERCIAL (deprecated) before COMMERCIAL and answers say COMMERCIAL (tested).
  Category: {
    FASHION: CATEGORY_IDS.fashion,
    COMERCIAL: CATEGORY_IDS.comercial,
    COMMERCIAL: CATEGORY_IDS.comercial,
  },
  GalleryKind: { BOOK: 'book', SNAP: 'snap', COMPO: 'compo', VIDEO: 'video' },
  VideoProvider: { YOUTUBE: 'youtube', VIMEO: 'vimeo' },
  Orientation: { PORTRAIT: 'portrait', LANDSCAPE: 'landscape' },
  MeasureKey: {
    HEIGHT: 'height',
    BUST: 'bust',
    CHEST: 'chest',
    WAIST: 'waist',
    HIPS: 'hips',
    SHOES: 'shoes',
    EYES: 'eyes',
    HAIR: 'hair',
  },
  MediaKind: { IMAGE: 'image', VIDEO: 'video' },
  SubmissionStatus: { DELIVERED: 'delivered', QUEUED: 'queued' },
} as const;
