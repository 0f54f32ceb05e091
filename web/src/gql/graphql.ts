/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The agency's boards. FASHION is upstream category 1938, COMMERCIAL 1939. */
export type Category =
  /**
   * The old (Portuguese) spelling of COMMERCIAL, still accepted as an argument; answers always say
   * COMMERCIAL. Removed no earlier than 2027-03-01 (see schema/CHANGELOG.md).
   */
  | 'COMERCIAL'
  /** The commercial board (upstream category 1939). */
  | 'COMMERCIAL'
  /** The fashion board (upstream category 1938). */
  | 'FASHION';

/** A message to the agency. */
export type ContactInput = {
  /** An e-mail address to answer to. */
  email: string;
  /** The message (up to 5000 characters). */
  message: string;
  /** The visitor's name. */
  name: string;
  /** A phone number to answer to. */
  phone: string;
};

/** A budget request for the visitor's favourite models. */
export type FavoritesInput = {
  /** An e-mail address to answer to. */
  email: string;
  /** The request (up to 5000 characters). */
  message: string;
  /** The chosen models' ids (`Model.id`), at least one; duplicates are ignored, up to 200 kept. */
  modelIds: Array<string | number>;
  /** The visitor's name. */
  name: string;
  /** A phone number to answer to. */
  phone: string;
};

/** The galleries of a model's profile. */
export type GalleryKind =
  /** The portfolio. */
  | 'BOOK'
  /** Composite card. */
  | 'COMPO'
  /** Polaroids: natural, no make-up. */
  | 'SNAP'
  /** Videos on YouTube or Vimeo. */
  | 'VIDEO';

/** The gender a model is listed under; each board has a women's and a men's list. */
export type Gender =
  /** Men's boards. */
  | 'MAN'
  /** Women's boards. */
  | 'WOMAN';

/** An application to be a model (the get-scouted form). */
export type GetScoutedInput = {
  /** City id. */
  basedin: string | number;
  /** ISO date yyyy-MM-dd. */
  birthdate: string;
  /** A value of `options.busts`. */
  bust: string;
  /** Place ids from `options`. */
  country: string | number;
  /** An e-mail address to answer to. */
  email: string;
  /** The applicant's gender. */
  gender: Gender;
  /** Values from `options` (heights, waists, hips, busts, shoes). */
  height: string;
  /** A value of `options.hips`. */
  hips: string;
  /** Instagram handle. */
  instagr: string;
  /** The applicant's phone. */
  phone: PhoneInput;
  /** The applicant's full name (up to 200 characters). */
  realname: string;
  /** A value of `options.shoes`. */
  shoes: string;
  /** A value of `options.waists`. */
  waist: string;
  /** True when the phone takes WhatsApp. */
  whatsapp: boolean;
};

/**
 * Languages the site speaks. Every field whose text depends on language takes a
 * `locale` argument; when it is absent, Portuguese (PT) is used.
 */
export type Locale =
  /** English. */
  | 'EN'
  /** Spanish. */
  | 'ES'
  /** Portuguese (Brazil), the default. */
  | 'PT';

/** Which measure a `Measure` is. */
export type MeasureKey =
  /** Bust (women), in cm. */
  | 'BUST'
  /** Shown instead of BUST for men. */
  | 'CHEST'
  /** Eye colour, in the requested language. */
  | 'EYES'
  /** Hair colour, in the requested language. */
  | 'HAIR'
  /** Height, e.g. '178' (cm); both units in `Measure.metric` and `Measure.imperial`. */
  | 'HEIGHT'
  /** Hips, in cm. */
  | 'HIPS'
  /** Shoe size, Brazilian numbering, e.g. '38 BR'. */
  | 'SHOES'
  /** Waist, in cm. */
  | 'WAIST';

/** Whether a slide's file is a picture or a video. */
export type MediaKind =
  /** A picture. */
  | 'IMAGE'
  /** A video file (.mp4, .webm or .ogg). */
  | 'VIDEO';

/** The shape of a photo. */
export type Orientation =
  /** Wider than tall. */
  | 'LANDSCAPE'
  /** Taller than wide, or square. */
  | 'PORTRAIT';

/** A phone number in two parts. */
export type PhoneInput = {
  /** Dial code without +, e.g. 55. */
  dialCode: string;
  /** The number without the dial code: 6 to 20 digits, spaces, dots, dashes or brackets. */
  number: string;
};

/** A sign-up for a selective (an open casting in a city). */
export type SelectiveInput = {
  /** City id. */
  basedin: string | number;
  /** ISO date yyyy-MM-dd, in the past. */
  birthdate: string;
  /** A country id from `options.countries`. */
  country: string | number;
  /** An e-mail address to answer to. */
  email: string;
  /** The applicant's gender. */
  gender: Gender;
  /** A value of `options.heights`. */
  height: string;
  /** A value of `options.hips`, optional. */
  hips?: string | null | undefined;
  /** Instagram handle. */
  instagr: string;
  /** Over 18. */
  major: boolean;
  /** Anything else the applicant wants to say (up to 2000 characters). */
  note?: string | null | undefined;
  /** The applicant's phone. */
  phone: PhoneInput;
  /** The applicant's full name (up to 200 characters). */
  realname: string;
  /** Id from `selectiveCities`. */
  selectiveCity: string | number;
  /** A value of `options.shoes`. */
  shoes: string;
  /** A state id from `options.states(country:)`. */
  state: string | number;
  /** True when the phone takes WhatsApp. */
  whatsapp: boolean;
};

/** Where a submission stands when it is answered. Either way it is safe: nothing more to send. */
export type SubmissionStatus =
  /** The back-office accepted it. */
  | 'DELIVERED'
  /** Stored safely; it will be delivered as soon as the back-office answers. */
  | 'QUEUED';

/** Where a video is hosted. */
export type VideoProvider =
  /** Vimeo. */
  | 'VIMEO'
  /** YouTube (played through youtube-nocookie.com). */
  | 'YOUTUBE';

export type AboutScreenQueryVariables = Exact<{
  key: string;
  locale: Locale;
}>;


export type AboutScreenQuery = { websiteText: { key: string, html: string, locale: Locale } | null };

export type ApplicantFields_OptionsFragment = { defaultDialCode: string, genders: Array<{ value: string, label: string }> };

export type CountryOptionsQueryVariables = Exact<{
  locale: Locale;
}>;


export type CountryOptionsQuery = { options: { countries: Array<{ id: string, name: string }> | null } };

export type ApplyCitiesQueryVariables = Exact<{
  country: string | number;
  locale: Locale;
}>;


export type ApplyCitiesQuery = { options: { cities: Array<{ id: string, name: string }> | null } };

export type GetScoutedForm_OptionsFragment = { defaultDialCode: string, genders: Array<{ value: string, label: string }> };

export type GetScoutedScreenQueryVariables = Exact<{
  locale: Locale;
}>;


export type GetScoutedScreenQuery = { options: { defaultDialCode: string, genders: Array<{ value: string, label: string }> } };

export type SubmitGetScoutedMutationVariables = Exact<{
  input: GetScoutedInput;
  photos: Array<unknown> | unknown;
  locale?: Locale | null | undefined;
}>;


export type SubmitGetScoutedMutation = { submitGetScouted: { id: string, status: SubmissionStatus } };

export type SelectivePlaceStatesQueryVariables = Exact<{
  country: string | number;
  locale: Locale;
}>;


export type SelectivePlaceStatesQuery = { options: { states: Array<{ id: string, name: string }> | null } };

export type SelectivePlaceCitiesQueryVariables = Exact<{
  country: string | number;
  state: string | number;
  locale: Locale;
}>;


export type SelectivePlaceCitiesQuery = { options: { cities: Array<{ id: string, name: string }> | null } };

export type SelectiveForm_OptionsFragment = { defaultDialCode: string, genders: Array<{ value: string, label: string }> };

export type SelectiveForm_CityFragment = { id: string, city: string, date: string };

export type SelectiveHeader_QueryFragment = { selectiveCities: Array<{ id: string, city: string, date: string }> | null, headerVideo: { key: string, mobileUrl: string | null, desktopUrl: string | null, description: string | null } | null, video: { key: string, mobileUrl: string | null, desktopUrl: string | null, description: string | null } | null, intro: { key: string, html: string, locale: Locale, isFallback: boolean } | null };

export type SelectiveScreenQueryVariables = Exact<{
  locale: Locale;
}>;


export type SelectiveScreenQuery = { selectiveCities: Array<{ id: string, city: string, date: string }> | null, options: { defaultDialCode: string, genders: Array<{ value: string, label: string }> }, headerVideo: { key: string, mobileUrl: string | null, desktopUrl: string | null, description: string | null } | null, video: { key: string, mobileUrl: string | null, desktopUrl: string | null, description: string | null } | null, intro: { key: string, html: string, locale: Locale, isFallback: boolean } | null };

export type SubmitSelectiveMutationVariables = Exact<{
  input: SelectiveInput;
  photos: Array<unknown> | unknown;
  locale?: Locale | null | undefined;
}>;


export type SubmitSelectiveMutation = { submitSelective: { id: string, status: SubmissionStatus } };

export type ContactDetails_ContactFragment = { address: string, email: string, phones: Array<string> };

export type ContactDetails_SocialMediaFragment = { key: string, name: string, url: string };

export type ContactScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactScreenQuery = { contact: { latitude: number | null, longitude: number | null, address: string, email: string, phones: Array<string> } | null, socialMedia: Array<{ key: string, name: string, url: string }> | null };

export type SubmitContactMutationVariables = Exact<{
  input: ContactInput;
  locale?: Locale | null | undefined;
}>;


export type SubmitContactMutation = { submitContact: { id: string, status: SubmissionStatus } };

export type FavoriteModelsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type FavoriteModelsQuery = { modelsByIds: Array<{ id: string, name: string, cover: { url: string } | null } | null> };

export type SubmitFavoritesMutationVariables = Exact<{
  input: FavoritesInput;
  locale?: Locale | null | undefined;
}>;


export type SubmitFavoritesMutation = { submitFavorites: { id: string, status: SubmissionStatus } };

export type HomeScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeScreenQuery = { homeSlides: Array<{ index: number, key: string, slides: Array<{ id: string, desktopUrl: string | null, mobileUrl: string | null, kind: MediaKind }> }> | null, prehome: Array<{ id: string, desktopUrl: string | null, mobileUrl: string | null, kind: MediaKind }> | null };

export type SlideMedia_SlideFragment = { id: string, desktopUrl: string | null, mobileUrl: string | null, kind: MediaKind };

export type ModelListQueryVariables = Exact<{
  category: Category;
  gender: Gender;
  letter?: string | null | undefined;
  search?: string | null | undefined;
  heightMin?: number | null | undefined;
  heightMax?: number | null | undefined;
  eyes?: Array<string> | string | null | undefined;
  hair?: Array<string> | string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type ModelListQuery = { models: { totalCount: number, letters: Array<string>, pageInfo: { endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ id: string, name: string, cover: { url: string } | null }> } | null };

export type GallerySlider_PhotoFragment = { url: string, width: number, height: number, orientation: Orientation };

export type MeasureList_MeasureFragment = { key: MeasureKey, label: string, value: string, metric: string | null, imperial: string | null };

export type ModelProfileQueryVariables = Exact<{
  id: string | number;
  locale: Locale;
}>;


export type ModelProfileQuery = { model: { id: string, name: string, age: number | null, gender: Gender, categories: Array<Category>, instagram: string | null, instagramUrl: string | null, compCardUrl: string, compCardBytes: number | null, cover: { url: string } | null, measures: Array<{ key: MeasureKey, label: string, value: string, metric: string | null, imperial: string | null }>, galleries: { initial: GalleryKind | null, book: Array<{ url: string, width: number, height: number, orientation: Orientation }>, snap: Array<{ url: string, width: number, height: number, orientation: Orientation }>, compo: Array<{ url: string, width: number, height: number, orientation: Orientation }>, video: Array<{ provider: VideoProvider, videoId: string, embedUrl: string }> } | null } | null };

export type DownloadGalleryMutationVariables = Exact<{
  modelId: string | number;
  gallery: GalleryKind;
}>;


export type DownloadGalleryMutation = { downloadGallery: { url: string, fileName: string } };

export type VideoGallery_VideoFragment = { provider: VideoProvider, videoId: string, embedUrl: string };

export const ApplicantFields_OptionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantFields_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultDialCode"}}]}}]} as unknown as DocumentNode<ApplicantFields_OptionsFragment, unknown>;
export const GetScoutedForm_OptionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GetScoutedForm_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicantFields_options"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantFields_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultDialCode"}}]}}]} as unknown as DocumentNode<GetScoutedForm_OptionsFragment, unknown>;
export const SelectiveForm_OptionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectiveForm_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicantFields_options"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantFields_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultDialCode"}}]}}]} as unknown as DocumentNode<SelectiveForm_OptionsFragment, unknown>;
export const SelectiveForm_CityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectiveForm_city"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelectiveCity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]} as unknown as DocumentNode<SelectiveForm_CityFragment, unknown>;
export const SelectiveHeader_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectiveHeader_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectiveCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"headerVideo"},"name":{"kind":"Name","value":"websiteVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"selective_header","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"video"},"name":{"kind":"Name","value":"websiteVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"selective","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"intro"},"name":{"kind":"Name","value":"websiteText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"selective_intro","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"isFallback"}}]}}]}}]} as unknown as DocumentNode<SelectiveHeader_QueryFragment, unknown>;
export const ContactDetails_ContactFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetails_contact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}}]}}]} as unknown as DocumentNode<ContactDetails_ContactFragment, unknown>;
export const ContactDetails_SocialMediaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetails_socialMedia"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialMedia"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ContactDetails_SocialMediaFragment, unknown>;
export const SlideMedia_SlideFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideMedia_slide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<SlideMedia_SlideFragment, unknown>;
export const GallerySlider_PhotoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GallerySlider_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}}]}}]} as unknown as DocumentNode<GallerySlider_PhotoFragment, unknown>;
export const MeasureList_MeasureFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeasureList_measure"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Measure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"imperial"}}]}}]} as unknown as DocumentNode<MeasureList_MeasureFragment, unknown>;
export const VideoGallery_VideoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoGallery_video"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"embedUrl"}}]}}]} as unknown as DocumentNode<VideoGallery_VideoFragment, unknown>;
export const AboutScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"websiteText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<AboutScreenQuery, AboutScreenQueryVariables>;
export const CountryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountryOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CountryOptionsQuery, CountryOptionsQueryVariables>;
export const ApplyCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplyCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyCitiesQuery, ApplyCitiesQueryVariables>;
export const GetScoutedScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetScoutedScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GetScoutedForm_options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantFields_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultDialCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GetScoutedForm_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicantFields_options"}}]}}]} as unknown as DocumentNode<GetScoutedScreenQuery, GetScoutedScreenQueryVariables>;
export const SubmitGetScoutedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGetScouted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetScoutedInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photos"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGetScouted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photos"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photos"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitGetScoutedMutation, SubmitGetScoutedMutationVariables>;
export const SelectivePlaceStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectivePlaceStates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"states"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SelectivePlaceStatesQuery, SelectivePlaceStatesQueryVariables>;
export const SelectivePlaceCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectivePlaceCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SelectivePlaceCitiesQuery, SelectivePlaceCitiesQueryVariables>;
export const SelectiveScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectiveScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectiveHeader_query"}},{"kind":"Field","name":{"kind":"Name","value":"selectiveCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectiveForm_city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectiveForm_options"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantFields_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultDialCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectiveHeader_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectiveCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"headerVideo"},"name":{"kind":"Name","value":"websiteVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"selective_header","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"video"},"name":{"kind":"Name","value":"websiteVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"selective","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"intro"},"name":{"kind":"Name","value":"websiteText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"selective_intro","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"isFallback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectiveForm_city"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelectiveCity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectiveForm_options"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Options"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicantFields_options"}}]}}]} as unknown as DocumentNode<SelectiveScreenQuery, SelectiveScreenQueryVariables>;
export const SubmitSelectiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSelective"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectiveInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photos"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSelective"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photos"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photos"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitSelectiveMutation, SubmitSelectiveMutationVariables>;
export const ContactScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDetails_contact"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDetails_socialMedia"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetails_contact"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetails_socialMedia"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialMedia"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ContactScreenQuery, ContactScreenQueryVariables>;
export const SubmitContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitContactMutation, SubmitContactMutationVariables>;
export const FavoriteModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavoriteModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelsByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<FavoriteModelsQuery, FavoriteModelsQueryVariables>;
export const SubmitFavoritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFavorites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FavoritesInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFavorites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitFavoritesMutation, SubmitFavoritesMutationVariables>;
export const HomeScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideMedia_slide"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"prehome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideMedia_slide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideMedia_slide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<HomeScreenQuery, HomeScreenQueryVariables>;
export const ModelListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModelList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gender"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Gender"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"letter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"heightMin"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"heightMax"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eyes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hair"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"models"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"letter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"letter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"heightMin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"heightMin"}}},{"kind":"Argument","name":{"kind":"Name","value":"heightMax"},"value":{"kind":"Variable","name":{"kind":"Name","value":"heightMax"}}},{"kind":"Argument","name":{"kind":"Name","value":"eyes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eyes"}}},{"kind":"Argument","name":{"kind":"Name","value":"hair"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hair"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"letters"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModelListQuery, ModelListQueryVariables>;
export const ModelProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModelProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"instagramUrl"}},{"kind":"Field","name":{"kind":"Name","value":"measures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeasureList_measure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"compCardUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"compCardBytes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"galleries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initial"}},{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GallerySlider_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GallerySlider_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"compo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GallerySlider_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoGallery_video"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeasureList_measure"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Measure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"imperial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GallerySlider_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoGallery_video"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"embedUrl"}}]}}]} as unknown as DocumentNode<ModelProfileQuery, ModelProfileQueryVariables>;
export const DownloadGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DownloadGallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gallery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadGallery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"modelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gallery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gallery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<DownloadGalleryMutation, DownloadGalleryMutationVariables>;