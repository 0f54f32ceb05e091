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
import { ENUM_VALUES } from '@agency/rules/enum-values';

// The enum table of @agency/rules/enum-values (codegen.ts types the resolvers with it), each
// checked here against the generated resolver type Apollo takes.
export const Locale: LocaleResolvers = ENUM_VALUES.Locale;
export const Gender: GenderResolvers = ENUM_VALUES.Gender;
export const Category: CategoryResolvers = ENUM_VALUES.Category;
export const GalleryKind: GalleryKindResolvers = ENUM_VALUES.GalleryKind;
export const VideoProvider: VideoProviderResolvers = ENUM_VALUES.VideoProvider;
export const Orientation: OrientationResolvers = ENUM_VALUES.Orientation;
export const MeasureKey: MeasureKeyResolvers = ENUM_VALUES.MeasureKey;
export const MediaKind: MediaKindResolvers = ENUM_VALUES.MediaKind;
export const SubmissionStatus: SubmissionStatusResolvers = ENUM_VALUES.SubmissionStatus;
