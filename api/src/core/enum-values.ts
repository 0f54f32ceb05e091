import type {
  CategoryResolvers,
  GalleryKindResolvers,
  GenderResolvers,
  LocaleResolvers,
  MeasureKeyResolvers,
  MediaKindResolvers,
  OrientationResolvers,
  SubmissionStatusResolvers,
  VideoProviderResolvers,
} from '../generated/resolvers-types.js';

// The one place where upstream values become GraphQL enum values (typed against codegen.ts).
export const Locale: LocaleResolvers = { PT: 'pt', EN: 'en', ES: 'es' };
export const Gender: GenderResolvers = { WOMAN: 'woman', MAN: 'man' };
// Both spellings read as 1939; graphql-js writes a value with the last enum value holding it, so
// the SDL lists COMERCIAL (deprecated) before COMMERCIAL and answers say COMMERCIAL (tested).
export const Category: CategoryResolvers = { FASHION: 1938, COMERCIAL: 1939, COMMERCIAL: 1939 };
export const GalleryKind: GalleryKindResolvers = {
  BOOK: 'book',
  SNAP: 'snap',
  COMPO: 'compo',
  VIDEO: 'video',
};
export const VideoProvider: VideoProviderResolvers = { YOUTUBE: 'youtube', VIMEO: 'vimeo' };
export const Orientation: OrientationResolvers = { PORTRAIT: 'portrait', LANDSCAPE: 'landscape' };
export const MeasureKey: MeasureKeyResolvers = {
  HEIGHT: 'height',
  BUST: 'bust',
  CHEST: 'chest',
  WAIST: 'waist',
  HIPS: 'hips',
  SHOES: 'shoes',
  EYES: 'eyes',
  HAIR: 'hair',
};
export const MediaKind: MediaKindResolvers = { IMAGE: 'image', VIDEO: 'video' };
export const SubmissionStatus: SubmissionStatusResolvers = { DELIVERED: 'delivered', QUEUED: 'queued' };

export const CATEGORY_IDS = { fashion: 1938, comercial: 1939 } as const;
