/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AboutScreen($key: String!, $locale: Locale!) {\n    websiteText(key: $key, locale: $locale) {\n      key\n      html\n      locale\n    }\n  }\n": typeof types.AboutScreenDocument,
    "\n  fragment ApplicantFields_options on Options {\n    genders {\n      value\n      label\n    }\n    defaultDialCode\n  }\n": typeof types.ApplicantFields_OptionsFragmentDoc,
    "\n  query CountryOptions($locale: Locale!) {\n    options(locale: $locale) {\n      countries {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CountryOptionsDocument,
    "\n  query ApplyCities($country: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      cities(country: $country) {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ApplyCitiesDocument,
    "\n  fragment GetScoutedForm_options on Options {\n    ...ApplicantFields_options\n  }\n": typeof types.GetScoutedForm_OptionsFragmentDoc,
    "\n  query GetScoutedScreen($locale: Locale!) {\n    options(locale: $locale) {\n      ...GetScoutedForm_options\n    }\n  }\n": typeof types.GetScoutedScreenDocument,
    "\n  mutation SubmitGetScouted($input: GetScoutedInput!, $photos: [Upload!]!, $locale: Locale) {\n    submitGetScouted(input: $input, photos: $photos, locale: $locale) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitGetScoutedDocument,
    "\n  query SelectivePlaceStates($country: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      states(country: $country) {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SelectivePlaceStatesDocument,
    "\n  query SelectivePlaceCities($country: ID!, $state: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      cities(country: $country, state: $state) {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SelectivePlaceCitiesDocument,
    "\n  fragment SelectiveForm_options on Options {\n    ...ApplicantFields_options\n  }\n": typeof types.SelectiveForm_OptionsFragmentDoc,
    "\n  fragment SelectiveForm_city on SelectiveCity {\n    id\n    city\n    date\n  }\n": typeof types.SelectiveForm_CityFragmentDoc,
    "\n  fragment SelectiveHeader_query on Query {\n    selectiveCities {\n      id\n      city\n      date\n    }\n    # The back-office names its video either way; whichever exists is shown.\n    headerVideo: websiteVideo(key: \"selective_header\") {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    video: websiteVideo(key: \"selective\") {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    intro: websiteText(key: \"selective_intro\", locale: $locale) {\n      key\n      html\n      locale\n      isFallback\n    }\n  }\n": typeof types.SelectiveHeader_QueryFragmentDoc,
    "\n  query SelectiveScreen($locale: Locale!) {\n    ...SelectiveHeader_query\n    selectiveCities {\n      ...SelectiveForm_city\n    }\n    options(locale: $locale) {\n      ...SelectiveForm_options\n    }\n  }\n": typeof types.SelectiveScreenDocument,
    "\n  mutation SubmitSelective($input: SelectiveInput!, $photos: [Upload!]!, $locale: Locale) {\n    submitSelective(input: $input, photos: $photos, locale: $locale) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitSelectiveDocument,
    "\n  fragment ContactDetails_contact on Contact {\n    address\n    email\n    phones\n  }\n  fragment ContactDetails_socialMedia on SocialMedia {\n    key\n    name\n    url\n  }\n": typeof types.ContactDetails_ContactFragmentDoc,
    "\n  query ContactScreen {\n    contact {\n      ...ContactDetails_contact\n      latitude\n      longitude\n    }\n    socialMedia {\n      ...ContactDetails_socialMedia\n    }\n  }\n": typeof types.ContactScreenDocument,
    "\n  mutation SubmitContact($input: ContactInput!, $locale: Locale) {\n    submitContact(input: $input, locale: $locale) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  query FavoriteModels($ids: [ID!]!) {\n    modelsByIds(ids: $ids) {\n      id\n      name\n      cover {\n        url\n      }\n    }\n  }\n": typeof types.FavoriteModelsDocument,
    "\n  mutation SubmitFavorites($input: FavoritesInput!, $locale: Locale) {\n    submitFavorites(input: $input, locale: $locale) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitFavoritesDocument,
    "\n  query HomeScreen {\n    homeSlides {\n      index\n      key\n      slides {\n        ...SlideMedia_slide\n      }\n    }\n    prehome {\n      ...SlideMedia_slide\n    }\n  }\n": typeof types.HomeScreenDocument,
    "\n  fragment SlideMedia_slide on Slide {\n    id\n    desktopUrl\n    mobileUrl\n    kind\n  }\n": typeof types.SlideMedia_SlideFragmentDoc,
    "\n  query ModelList(\n    $category: Category!\n    $gender: Gender!\n    $letter: String\n    $search: String\n    $heightMin: Int\n    $heightMax: Int\n    $eyes: [String!]\n    $hair: [String!]\n    $first: Int!\n    $after: String\n  ) {\n    models(\n      category: $category\n      gender: $gender\n      letter: $letter\n      search: $search\n      heightMin: $heightMin\n      heightMax: $heightMax\n      eyes: $eyes\n      hair: $hair\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      letters\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        cover {\n          url\n        }\n      }\n    }\n  }\n": typeof types.ModelListDocument,
    "\n  fragment GallerySlider_photo on Photo {\n    url\n    width\n    height\n    orientation\n  }\n": typeof types.GallerySlider_PhotoFragmentDoc,
    "\n  fragment MeasureList_measure on Measure {\n    key\n    label\n    value\n    metric\n    imperial\n  }\n": typeof types.MeasureList_MeasureFragmentDoc,
    "\n  query ModelProfile($id: ID!, $locale: Locale!) {\n    model(id: $id) {\n      id\n      name\n      age\n      gender\n      categories\n      cover {\n        url\n      }\n      instagram\n      instagramUrl\n      measures(locale: $locale) {\n        ...MeasureList_measure\n      }\n      compCardUrl(locale: $locale)\n      compCardBytes(locale: $locale)\n      galleries {\n        initial\n        book {\n          ...GallerySlider_photo\n        }\n        snap {\n          ...GallerySlider_photo\n        }\n        compo {\n          ...GallerySlider_photo\n        }\n        video {\n          ...VideoGallery_video\n        }\n      }\n    }\n  }\n": typeof types.ModelProfileDocument,
    "\n  mutation DownloadGallery($modelId: ID!, $gallery: GalleryKind!) {\n    downloadGallery(modelId: $modelId, gallery: $gallery) {\n      url\n      fileName\n    }\n  }\n": typeof types.DownloadGalleryDocument,
    "\n  fragment VideoGallery_video on Video {\n    provider\n    videoId\n    embedUrl\n  }\n": typeof types.VideoGallery_VideoFragmentDoc,
};
const documents: Documents = {
    "\n  query AboutScreen($key: String!, $locale: Locale!) {\n    websiteText(key: $key, locale: $locale) {\n      key\n      html\n      locale\n    }\n  }\n": types.AboutScreenDocument,
    "\n  fragment ApplicantFields_options on Options {\n    genders {\n      value\n      label\n    }\n    defaultDialCode\n  }\n": types.ApplicantFields_OptionsFragmentDoc,
    "\n  query CountryOptions($locale: Locale!) {\n    options(locale: $locale) {\n      countries {\n        id\n        name\n      }\n    }\n  }\n": types.CountryOptionsDocument,
    "\n  query ApplyCities($country: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      cities(country: $country) {\n        id\n        name\n      }\n    }\n  }\n": types.ApplyCitiesDocument,
    "\n  fragment GetScoutedForm_options on Options {\n    ...ApplicantFields_options\n  }\n": types.GetScoutedForm_OptionsFragmentDoc,
    "\n  query GetScoutedScreen($locale: Locale!) {\n    options(locale: $locale) {\n      ...GetScoutedForm_options\n    }\n  }\n": types.GetScoutedScreenDocument,
    "\n  mutation SubmitGetScouted($input: GetScoutedInput!, $photos: [Upload!]!, $locale: Locale) {\n    submitGetScouted(input: $input, photos: $photos, locale: $locale) {\n      id\n      status\n    }\n  }\n": types.SubmitGetScoutedDocument,
    "\n  query SelectivePlaceStates($country: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      states(country: $country) {\n        id\n        name\n      }\n    }\n  }\n": types.SelectivePlaceStatesDocument,
    "\n  query SelectivePlaceCities($country: ID!, $state: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      cities(country: $country, state: $state) {\n        id\n        name\n      }\n    }\n  }\n": types.SelectivePlaceCitiesDocument,
    "\n  fragment SelectiveForm_options on Options {\n    ...ApplicantFields_options\n  }\n": types.SelectiveForm_OptionsFragmentDoc,
    "\n  fragment SelectiveForm_city on SelectiveCity {\n    id\n    city\n    date\n  }\n": types.SelectiveForm_CityFragmentDoc,
    "\n  fragment SelectiveHeader_query on Query {\n    selectiveCities {\n      id\n      city\n      date\n    }\n    # The back-office names its video either way; whichever exists is shown.\n    headerVideo: websiteVideo(key: \"selective_header\") {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    video: websiteVideo(key: \"selective\") {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    intro: websiteText(key: \"selective_intro\", locale: $locale) {\n      key\n      html\n      locale\n      isFallback\n    }\n  }\n": types.SelectiveHeader_QueryFragmentDoc,
    "\n  query SelectiveScreen($locale: Locale!) {\n    ...SelectiveHeader_query\n    selectiveCities {\n      ...SelectiveForm_city\n    }\n    options(locale: $locale) {\n      ...SelectiveForm_options\n    }\n  }\n": types.SelectiveScreenDocument,
    "\n  mutation SubmitSelective($input: SelectiveInput!, $photos: [Upload!]!, $locale: Locale) {\n    submitSelective(input: $input, photos: $photos, locale: $locale) {\n      id\n      status\n    }\n  }\n": types.SubmitSelectiveDocument,
    "\n  fragment ContactDetails_contact on Contact {\n    address\n    email\n    phones\n  }\n  fragment ContactDetails_socialMedia on SocialMedia {\n    key\n    name\n    url\n  }\n": types.ContactDetails_ContactFragmentDoc,
    "\n  query ContactScreen {\n    contact {\n      ...ContactDetails_contact\n      latitude\n      longitude\n    }\n    socialMedia {\n      ...ContactDetails_socialMedia\n    }\n  }\n": types.ContactScreenDocument,
    "\n  mutation SubmitContact($input: ContactInput!, $locale: Locale) {\n    submitContact(input: $input, locale: $locale) {\n      id\n      status\n    }\n  }\n": types.SubmitContactDocument,
    "\n  query FavoriteModels($ids: [ID!]!) {\n    modelsByIds(ids: $ids) {\n      id\n      name\n      cover {\n        url\n      }\n    }\n  }\n": types.FavoriteModelsDocument,
    "\n  mutation SubmitFavorites($input: FavoritesInput!, $locale: Locale) {\n    submitFavorites(input: $input, locale: $locale) {\n      id\n      status\n    }\n  }\n": types.SubmitFavoritesDocument,
    "\n  query HomeScreen {\n    homeSlides {\n      index\n      key\n      slides {\n        ...SlideMedia_slide\n      }\n    }\n    prehome {\n      ...SlideMedia_slide\n    }\n  }\n": types.HomeScreenDocument,
    "\n  fragment SlideMedia_slide on Slide {\n    id\n    desktopUrl\n    mobileUrl\n    kind\n  }\n": types.SlideMedia_SlideFragmentDoc,
    "\n  query ModelList(\n    $category: Category!\n    $gender: Gender!\n    $letter: String\n    $search: String\n    $heightMin: Int\n    $heightMax: Int\n    $eyes: [String!]\n    $hair: [String!]\n    $first: Int!\n    $after: String\n  ) {\n    models(\n      category: $category\n      gender: $gender\n      letter: $letter\n      search: $search\n      heightMin: $heightMin\n      heightMax: $heightMax\n      eyes: $eyes\n      hair: $hair\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      letters\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        cover {\n          url\n        }\n      }\n    }\n  }\n": types.ModelListDocument,
    "\n  fragment GallerySlider_photo on Photo {\n    url\n    width\n    height\n    orientation\n  }\n": types.GallerySlider_PhotoFragmentDoc,
    "\n  fragment MeasureList_measure on Measure {\n    key\n    label\n    value\n    metric\n    imperial\n  }\n": types.MeasureList_MeasureFragmentDoc,
    "\n  query ModelProfile($id: ID!, $locale: Locale!) {\n    model(id: $id) {\n      id\n      name\n      age\n      gender\n      categories\n      cover {\n        url\n      }\n      instagram\n      instagramUrl\n      measures(locale: $locale) {\n        ...MeasureList_measure\n      }\n      compCardUrl(locale: $locale)\n      compCardBytes(locale: $locale)\n      galleries {\n        initial\n        book {\n          ...GallerySlider_photo\n        }\n        snap {\n          ...GallerySlider_photo\n        }\n        compo {\n          ...GallerySlider_photo\n        }\n        video {\n          ...VideoGallery_video\n        }\n      }\n    }\n  }\n": types.ModelProfileDocument,
    "\n  mutation DownloadGallery($modelId: ID!, $gallery: GalleryKind!) {\n    downloadGallery(modelId: $modelId, gallery: $gallery) {\n      url\n      fileName\n    }\n  }\n": types.DownloadGalleryDocument,
    "\n  fragment VideoGallery_video on Video {\n    provider\n    videoId\n    embedUrl\n  }\n": types.VideoGallery_VideoFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutScreen($key: String!, $locale: Locale!) {\n    websiteText(key: $key, locale: $locale) {\n      key\n      html\n      locale\n    }\n  }\n"): (typeof documents)["\n  query AboutScreen($key: String!, $locale: Locale!) {\n    websiteText(key: $key, locale: $locale) {\n      key\n      html\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicantFields_options on Options {\n    genders {\n      value\n      label\n    }\n    defaultDialCode\n  }\n"): (typeof documents)["\n  fragment ApplicantFields_options on Options {\n    genders {\n      value\n      label\n    }\n    defaultDialCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountryOptions($locale: Locale!) {\n    options(locale: $locale) {\n      countries {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CountryOptions($locale: Locale!) {\n    options(locale: $locale) {\n      countries {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyCities($country: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      cities(country: $country) {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplyCities($country: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      cities(country: $country) {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GetScoutedForm_options on Options {\n    ...ApplicantFields_options\n  }\n"): (typeof documents)["\n  fragment GetScoutedForm_options on Options {\n    ...ApplicantFields_options\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetScoutedScreen($locale: Locale!) {\n    options(locale: $locale) {\n      ...GetScoutedForm_options\n    }\n  }\n"): (typeof documents)["\n  query GetScoutedScreen($locale: Locale!) {\n    options(locale: $locale) {\n      ...GetScoutedForm_options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitGetScouted($input: GetScoutedInput!, $photos: [Upload!]!, $locale: Locale) {\n    submitGetScouted(input: $input, photos: $photos, locale: $locale) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitGetScouted($input: GetScoutedInput!, $photos: [Upload!]!, $locale: Locale) {\n    submitGetScouted(input: $input, photos: $photos, locale: $locale) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelectivePlaceStates($country: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      states(country: $country) {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SelectivePlaceStates($country: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      states(country: $country) {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelectivePlaceCities($country: ID!, $state: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      cities(country: $country, state: $state) {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SelectivePlaceCities($country: ID!, $state: ID!, $locale: Locale!) {\n    options(locale: $locale) {\n      cities(country: $country, state: $state) {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SelectiveForm_options on Options {\n    ...ApplicantFields_options\n  }\n"): (typeof documents)["\n  fragment SelectiveForm_options on Options {\n    ...ApplicantFields_options\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SelectiveForm_city on SelectiveCity {\n    id\n    city\n    date\n  }\n"): (typeof documents)["\n  fragment SelectiveForm_city on SelectiveCity {\n    id\n    city\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SelectiveHeader_query on Query {\n    selectiveCities {\n      id\n      city\n      date\n    }\n    # The back-office names its video either way; whichever exists is shown.\n    headerVideo: websiteVideo(key: \"selective_header\") {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    video: websiteVideo(key: \"selective\") {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    intro: websiteText(key: \"selective_intro\", locale: $locale) {\n      key\n      html\n      locale\n      isFallback\n    }\n  }\n"): (typeof documents)["\n  fragment SelectiveHeader_query on Query {\n    selectiveCities {\n      id\n      city\n      date\n    }\n    # The back-office names its video either way; whichever exists is shown.\n    headerVideo: websiteVideo(key: \"selective_header\") {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    video: websiteVideo(key: \"selective\") {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    intro: websiteText(key: \"selective_intro\", locale: $locale) {\n      key\n      html\n      locale\n      isFallback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelectiveScreen($locale: Locale!) {\n    ...SelectiveHeader_query\n    selectiveCities {\n      ...SelectiveForm_city\n    }\n    options(locale: $locale) {\n      ...SelectiveForm_options\n    }\n  }\n"): (typeof documents)["\n  query SelectiveScreen($locale: Locale!) {\n    ...SelectiveHeader_query\n    selectiveCities {\n      ...SelectiveForm_city\n    }\n    options(locale: $locale) {\n      ...SelectiveForm_options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSelective($input: SelectiveInput!, $photos: [Upload!]!, $locale: Locale) {\n    submitSelective(input: $input, photos: $photos, locale: $locale) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSelective($input: SelectiveInput!, $photos: [Upload!]!, $locale: Locale) {\n    submitSelective(input: $input, photos: $photos, locale: $locale) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactDetails_contact on Contact {\n    address\n    email\n    phones\n  }\n  fragment ContactDetails_socialMedia on SocialMedia {\n    key\n    name\n    url\n  }\n"): (typeof documents)["\n  fragment ContactDetails_contact on Contact {\n    address\n    email\n    phones\n  }\n  fragment ContactDetails_socialMedia on SocialMedia {\n    key\n    name\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactScreen {\n    contact {\n      ...ContactDetails_contact\n      latitude\n      longitude\n    }\n    socialMedia {\n      ...ContactDetails_socialMedia\n    }\n  }\n"): (typeof documents)["\n  query ContactScreen {\n    contact {\n      ...ContactDetails_contact\n      latitude\n      longitude\n    }\n    socialMedia {\n      ...ContactDetails_socialMedia\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!, $locale: Locale) {\n    submitContact(input: $input, locale: $locale) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!, $locale: Locale) {\n    submitContact(input: $input, locale: $locale) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteModels($ids: [ID!]!) {\n    modelsByIds(ids: $ids) {\n      id\n      name\n      cover {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query FavoriteModels($ids: [ID!]!) {\n    modelsByIds(ids: $ids) {\n      id\n      name\n      cover {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFavorites($input: FavoritesInput!, $locale: Locale) {\n    submitFavorites(input: $input, locale: $locale) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFavorites($input: FavoritesInput!, $locale: Locale) {\n    submitFavorites(input: $input, locale: $locale) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeScreen {\n    homeSlides {\n      index\n      key\n      slides {\n        ...SlideMedia_slide\n      }\n    }\n    prehome {\n      ...SlideMedia_slide\n    }\n  }\n"): (typeof documents)["\n  query HomeScreen {\n    homeSlides {\n      index\n      key\n      slides {\n        ...SlideMedia_slide\n      }\n    }\n    prehome {\n      ...SlideMedia_slide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SlideMedia_slide on Slide {\n    id\n    desktopUrl\n    mobileUrl\n    kind\n  }\n"): (typeof documents)["\n  fragment SlideMedia_slide on Slide {\n    id\n    desktopUrl\n    mobileUrl\n    kind\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelList(\n    $category: Category!\n    $gender: Gender!\n    $letter: String\n    $search: String\n    $heightMin: Int\n    $heightMax: Int\n    $eyes: [String!]\n    $hair: [String!]\n    $first: Int!\n    $after: String\n  ) {\n    models(\n      category: $category\n      gender: $gender\n      letter: $letter\n      search: $search\n      heightMin: $heightMin\n      heightMax: $heightMax\n      eyes: $eyes\n      hair: $hair\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      letters\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        cover {\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModelList(\n    $category: Category!\n    $gender: Gender!\n    $letter: String\n    $search: String\n    $heightMin: Int\n    $heightMax: Int\n    $eyes: [String!]\n    $hair: [String!]\n    $first: Int!\n    $after: String\n  ) {\n    models(\n      category: $category\n      gender: $gender\n      letter: $letter\n      search: $search\n      heightMin: $heightMin\n      heightMax: $heightMax\n      eyes: $eyes\n      hair: $hair\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      letters\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        cover {\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GallerySlider_photo on Photo {\n    url\n    width\n    height\n    orientation\n  }\n"): (typeof documents)["\n  fragment GallerySlider_photo on Photo {\n    url\n    width\n    height\n    orientation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeasureList_measure on Measure {\n    key\n    label\n    value\n    metric\n    imperial\n  }\n"): (typeof documents)["\n  fragment MeasureList_measure on Measure {\n    key\n    label\n    value\n    metric\n    imperial\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelProfile($id: ID!, $locale: Locale!) {\n    model(id: $id) {\n      id\n      name\n      age\n      gender\n      categories\n      cover {\n        url\n      }\n      instagram\n      instagramUrl\n      measures(locale: $locale) {\n        ...MeasureList_measure\n      }\n      compCardUrl(locale: $locale)\n      compCardBytes(locale: $locale)\n      galleries {\n        initial\n        book {\n          ...GallerySlider_photo\n        }\n        snap {\n          ...GallerySlider_photo\n        }\n        compo {\n          ...GallerySlider_photo\n        }\n        video {\n          ...VideoGallery_video\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModelProfile($id: ID!, $locale: Locale!) {\n    model(id: $id) {\n      id\n      name\n      age\n      gender\n      categories\n      cover {\n        url\n      }\n      instagram\n      instagramUrl\n      measures(locale: $locale) {\n        ...MeasureList_measure\n      }\n      compCardUrl(locale: $locale)\n      compCardBytes(locale: $locale)\n      galleries {\n        initial\n        book {\n          ...GallerySlider_photo\n        }\n        snap {\n          ...GallerySlider_photo\n        }\n        compo {\n          ...GallerySlider_photo\n        }\n        video {\n          ...VideoGallery_video\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DownloadGallery($modelId: ID!, $gallery: GalleryKind!) {\n    downloadGallery(modelId: $modelId, gallery: $gallery) {\n      url\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation DownloadGallery($modelId: ID!, $gallery: GalleryKind!) {\n    downloadGallery(modelId: $modelId, gallery: $gallery) {\n      url\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoGallery_video on Video {\n    provider\n    videoId\n    embedUrl\n  }\n"): (typeof documents)["\n  fragment VideoGallery_video on Video {\n    provider\n    videoId\n    embedUrl\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;