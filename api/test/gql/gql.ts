/* eslint-disable */
import * as types from './graphql.js';
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
    "\n  query ModelsPage($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String) {\n    models(category: $category, gender: $gender, letter: $letter, first: $first, after: $after) {\n      totalCount\n      letters\n      pageInfo { endCursor hasNextPage }\n      nodes { id name gender categories age cover { url } instagram }\n    }\n  }\n": typeof types.ModelsPageDocument,
    "\n  query ModelProfile($id: ID!, $locale: Locale) {\n    model(id: $id) {\n      id\n      name\n      gender\n      age\n      cover { url }\n      cover2 { url }\n      instagram\n      instagramUrl\n      skills\n      measures(locale: $locale) { key label value }\n      galleries {\n        initial\n        book { url width height orientation }\n        snap { url width height orientation }\n        compo { url width height orientation }\n        video { provider videoId embedUrl }\n      }\n    }\n  }\n": typeof types.ModelProfileDocument,
    "\n  query ListWithGalleries($category: Category!, $gender: Gender!) {\n    models(category: $category, gender: $gender, first: 3) {\n      nodes { id galleries { initial book { url } } }\n    }\n  }\n": typeof types.ListWithGalleriesDocument,
    "\n  query FormOptions($locale: Locale, $country: ID!, $state: ID) {\n    options(locale: $locale) {\n      countries { id name }\n      states(country: $country) { id name }\n      cities(country: $country, state: $state) { id name }\n      genders { value label }\n      heights { value label }\n      busts { value label }\n      waists { value label }\n      hips { value label }\n      chests { value label }\n      shoes { value label }\n      hairColours { value label }\n      eyeColours { value label }\n      skinTones { value label }\n      dialCodes { iso code name }\n      defaultDialCode\n    }\n  }\n": typeof types.FormOptionsDocument,
    "\n  query HomeContent {\n    homeSlides { index key slides { id desktopUrl mobileUrl kind description } }\n    prehome { id desktopUrl mobileUrl kind }\n  }\n": typeof types.HomeContentDocument,
    "\n  query SiteContent($key: String!, $locale: Locale, $imageKey: String!, $videoKey: String!) {\n    contact { address email phones latitude longitude }\n    socialMedia { key name url }\n    websiteText(key: $key, locale: $locale) { key html locale isFallback }\n    websiteImage(key: $imageKey) { key mobileUrl desktopUrl description }\n    websiteVideo(key: $videoKey) { key mobileUrl desktopUrl description }\n    selectiveCities { id city date }\n  }\n": typeof types.SiteContentDocument,
    "\n  query WebsiteText($key: String!, $locale: Locale) {\n    websiteText(key: $key, locale: $locale) { key html locale isFallback }\n  }\n": typeof types.WebsiteTextDocument,
    "\n  query Posts($type: String!, $page: Int, $perPage: Int) {\n    posts(type: $type, page: $page, perPage: $perPage) {\n      currentPage\n      lastPage\n      hasNextPage\n      nodes { id slug title excerpt body cover { url } publishedAt }\n    }\n  }\n": typeof types.PostsDocument,
    "\n  query Post($type: String!, $slug: String!) {\n    post(type: $type, slug: $slug) { id slug title body }\n  }\n": typeof types.PostDocument,
    "\n  query FindModels(\n    $category: Category\n    $gender: Gender\n    $search: String\n    $heightMin: Int\n    $heightMax: Int\n    $eyes: [String!]\n    $hair: [String!]\n    $first: Int\n    $after: String\n  ) {\n    models(category: $category, gender: $gender, search: $search, heightMin: $heightMin, heightMax: $heightMax, eyes: $eyes, hair: $hair, first: $first, after: $after) {\n      totalCount\n      pageInfo { endCursor hasNextPage }\n      nodes { id name gender categories measures(locale: EN) { key value } }\n    }\n  }\n": typeof types.FindModelsDocument,
    "\n  query Shortlist($ids: [ID!]!) {\n    modelsByIds(ids: $ids) { id name cover { url } measures { key value } }\n  }\n": typeof types.ShortlistDocument,
    "\n  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {\n    models(category: $category, gender: $gender, first: $first) {\n      nodes { id categories cover { original: url resized: url(width: $width) srcset width height } }\n    }\n  }\n": typeof types.CoverImagesDocument,
};
const documents: Documents = {
    "\n  query ModelsPage($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String) {\n    models(category: $category, gender: $gender, letter: $letter, first: $first, after: $after) {\n      totalCount\n      letters\n      pageInfo { endCursor hasNextPage }\n      nodes { id name gender categories age cover { url } instagram }\n    }\n  }\n": types.ModelsPageDocument,
    "\n  query ModelProfile($id: ID!, $locale: Locale) {\n    model(id: $id) {\n      id\n      name\n      gender\n      age\n      cover { url }\n      cover2 { url }\n      instagram\n      instagramUrl\n      skills\n      measures(locale: $locale) { key label value }\n      galleries {\n        initial\n        book { url width height orientation }\n        snap { url width height orientation }\n        compo { url width height orientation }\n        video { provider videoId embedUrl }\n      }\n    }\n  }\n": types.ModelProfileDocument,
    "\n  query ListWithGalleries($category: Category!, $gender: Gender!) {\n    models(category: $category, gender: $gender, first: 3) {\n      nodes { id galleries { initial book { url } } }\n    }\n  }\n": types.ListWithGalleriesDocument,
    "\n  query FormOptions($locale: Locale, $country: ID!, $state: ID) {\n    options(locale: $locale) {\n      countries { id name }\n      states(country: $country) { id name }\n      cities(country: $country, state: $state) { id name }\n      genders { value label }\n      heights { value label }\n      busts { value label }\n      waists { value label }\n      hips { value label }\n      chests { value label }\n      shoes { value label }\n      hairColours { value label }\n      eyeColours { value label }\n      skinTones { value label }\n      dialCodes { iso code name }\n      defaultDialCode\n    }\n  }\n": types.FormOptionsDocument,
    "\n  query HomeContent {\n    homeSlides { index key slides { id desktopUrl mobileUrl kind description } }\n    prehome { id desktopUrl mobileUrl kind }\n  }\n": types.HomeContentDocument,
    "\n  query SiteContent($key: String!, $locale: Locale, $imageKey: String!, $videoKey: String!) {\n    contact { address email phones latitude longitude }\n    socialMedia { key name url }\n    websiteText(key: $key, locale: $locale) { key html locale isFallback }\n    websiteImage(key: $imageKey) { key mobileUrl desktopUrl description }\n    websiteVideo(key: $videoKey) { key mobileUrl desktopUrl description }\n    selectiveCities { id city date }\n  }\n": types.SiteContentDocument,
    "\n  query WebsiteText($key: String!, $locale: Locale) {\n    websiteText(key: $key, locale: $locale) { key html locale isFallback }\n  }\n": types.WebsiteTextDocument,
    "\n  query Posts($type: String!, $page: Int, $perPage: Int) {\n    posts(type: $type, page: $page, perPage: $perPage) {\n      currentPage\n      lastPage\n      hasNextPage\n      nodes { id slug title excerpt body cover { url } publishedAt }\n    }\n  }\n": types.PostsDocument,
    "\n  query Post($type: String!, $slug: String!) {\n    post(type: $type, slug: $slug) { id slug title body }\n  }\n": types.PostDocument,
    "\n  query FindModels(\n    $category: Category\n    $gender: Gender\n    $search: String\n    $heightMin: Int\n    $heightMax: Int\n    $eyes: [String!]\n    $hair: [String!]\n    $first: Int\n    $after: String\n  ) {\n    models(category: $category, gender: $gender, search: $search, heightMin: $heightMin, heightMax: $heightMax, eyes: $eyes, hair: $hair, first: $first, after: $after) {\n      totalCount\n      pageInfo { endCursor hasNextPage }\n      nodes { id name gender categories measures(locale: EN) { key value } }\n    }\n  }\n": types.FindModelsDocument,
    "\n  query Shortlist($ids: [ID!]!) {\n    modelsByIds(ids: $ids) { id name cover { url } measures { key value } }\n  }\n": types.ShortlistDocument,
    "\n  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {\n    models(category: $category, gender: $gender, first: $first) {\n      nodes { id categories cover { original: url resized: url(width: $width) srcset width height } }\n    }\n  }\n": types.CoverImagesDocument,
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
export function graphql(source: "\n  query ModelsPage($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String) {\n    models(category: $category, gender: $gender, letter: $letter, first: $first, after: $after) {\n      totalCount\n      letters\n      pageInfo { endCursor hasNextPage }\n      nodes { id name gender categories age cover { url } instagram }\n    }\n  }\n"): (typeof documents)["\n  query ModelsPage($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String) {\n    models(category: $category, gender: $gender, letter: $letter, first: $first, after: $after) {\n      totalCount\n      letters\n      pageInfo { endCursor hasNextPage }\n      nodes { id name gender categories age cover { url } instagram }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelProfile($id: ID!, $locale: Locale) {\n    model(id: $id) {\n      id\n      name\n      gender\n      age\n      cover { url }\n      cover2 { url }\n      instagram\n      instagramUrl\n      skills\n      measures(locale: $locale) { key label value }\n      galleries {\n        initial\n        book { url width height orientation }\n        snap { url width height orientation }\n        compo { url width height orientation }\n        video { provider videoId embedUrl }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModelProfile($id: ID!, $locale: Locale) {\n    model(id: $id) {\n      id\n      name\n      gender\n      age\n      cover { url }\n      cover2 { url }\n      instagram\n      instagramUrl\n      skills\n      measures(locale: $locale) { key label value }\n      galleries {\n        initial\n        book { url width height orientation }\n        snap { url width height orientation }\n        compo { url width height orientation }\n        video { provider videoId embedUrl }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListWithGalleries($category: Category!, $gender: Gender!) {\n    models(category: $category, gender: $gender, first: 3) {\n      nodes { id galleries { initial book { url } } }\n    }\n  }\n"): (typeof documents)["\n  query ListWithGalleries($category: Category!, $gender: Gender!) {\n    models(category: $category, gender: $gender, first: 3) {\n      nodes { id galleries { initial book { url } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormOptions($locale: Locale, $country: ID!, $state: ID) {\n    options(locale: $locale) {\n      countries { id name }\n      states(country: $country) { id name }\n      cities(country: $country, state: $state) { id name }\n      genders { value label }\n      heights { value label }\n      busts { value label }\n      waists { value label }\n      hips { value label }\n      chests { value label }\n      shoes { value label }\n      hairColours { value label }\n      eyeColours { value label }\n      skinTones { value label }\n      dialCodes { iso code name }\n      defaultDialCode\n    }\n  }\n"): (typeof documents)["\n  query FormOptions($locale: Locale, $country: ID!, $state: ID) {\n    options(locale: $locale) {\n      countries { id name }\n      states(country: $country) { id name }\n      cities(country: $country, state: $state) { id name }\n      genders { value label }\n      heights { value label }\n      busts { value label }\n      waists { value label }\n      hips { value label }\n      chests { value label }\n      shoes { value label }\n      hairColours { value label }\n      eyeColours { value label }\n      skinTones { value label }\n      dialCodes { iso code name }\n      defaultDialCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeContent {\n    homeSlides { index key slides { id desktopUrl mobileUrl kind description } }\n    prehome { id desktopUrl mobileUrl kind }\n  }\n"): (typeof documents)["\n  query HomeContent {\n    homeSlides { index key slides { id desktopUrl mobileUrl kind description } }\n    prehome { id desktopUrl mobileUrl kind }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteContent($key: String!, $locale: Locale, $imageKey: String!, $videoKey: String!) {\n    contact { address email phones latitude longitude }\n    socialMedia { key name url }\n    websiteText(key: $key, locale: $locale) { key html locale isFallback }\n    websiteImage(key: $imageKey) { key mobileUrl desktopUrl description }\n    websiteVideo(key: $videoKey) { key mobileUrl desktopUrl description }\n    selectiveCities { id city date }\n  }\n"): (typeof documents)["\n  query SiteContent($key: String!, $locale: Locale, $imageKey: String!, $videoKey: String!) {\n    contact { address email phones latitude longitude }\n    socialMedia { key name url }\n    websiteText(key: $key, locale: $locale) { key html locale isFallback }\n    websiteImage(key: $imageKey) { key mobileUrl desktopUrl description }\n    websiteVideo(key: $videoKey) { key mobileUrl desktopUrl description }\n    selectiveCities { id city date }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebsiteText($key: String!, $locale: Locale) {\n    websiteText(key: $key, locale: $locale) { key html locale isFallback }\n  }\n"): (typeof documents)["\n  query WebsiteText($key: String!, $locale: Locale) {\n    websiteText(key: $key, locale: $locale) { key html locale isFallback }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Posts($type: String!, $page: Int, $perPage: Int) {\n    posts(type: $type, page: $page, perPage: $perPage) {\n      currentPage\n      lastPage\n      hasNextPage\n      nodes { id slug title excerpt body cover { url } publishedAt }\n    }\n  }\n"): (typeof documents)["\n  query Posts($type: String!, $page: Int, $perPage: Int) {\n    posts(type: $type, page: $page, perPage: $perPage) {\n      currentPage\n      lastPage\n      hasNextPage\n      nodes { id slug title excerpt body cover { url } publishedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Post($type: String!, $slug: String!) {\n    post(type: $type, slug: $slug) { id slug title body }\n  }\n"): (typeof documents)["\n  query Post($type: String!, $slug: String!) {\n    post(type: $type, slug: $slug) { id slug title body }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindModels(\n    $category: Category\n    $gender: Gender\n    $search: String\n    $heightMin: Int\n    $heightMax: Int\n    $eyes: [String!]\n    $hair: [String!]\n    $first: Int\n    $after: String\n  ) {\n    models(category: $category, gender: $gender, search: $search, heightMin: $heightMin, heightMax: $heightMax, eyes: $eyes, hair: $hair, first: $first, after: $after) {\n      totalCount\n      pageInfo { endCursor hasNextPage }\n      nodes { id name gender categories measures(locale: EN) { key value } }\n    }\n  }\n"): (typeof documents)["\n  query FindModels(\n    $category: Category\n    $gender: Gender\n    $search: String\n    $heightMin: Int\n    $heightMax: Int\n    $eyes: [String!]\n    $hair: [String!]\n    $first: Int\n    $after: String\n  ) {\n    models(category: $category, gender: $gender, search: $search, heightMin: $heightMin, heightMax: $heightMax, eyes: $eyes, hair: $hair, first: $first, after: $after) {\n      totalCount\n      pageInfo { endCursor hasNextPage }\n      nodes { id name gender categories measures(locale: EN) { key value } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shortlist($ids: [ID!]!) {\n    modelsByIds(ids: $ids) { id name cover { url } measures { key value } }\n  }\n"): (typeof documents)["\n  query Shortlist($ids: [ID!]!) {\n    modelsByIds(ids: $ids) { id name cover { url } measures { key value } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {\n    models(category: $category, gender: $gender, first: $first) {\n      nodes { id categories cover { original: url resized: url(width: $width) srcset width height } }\n    }\n  }\n"): (typeof documents)["\n  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {\n    models(category: $category, gender: $gender, first: $first) {\n      nodes { id categories cover { original: url resized: url(width: $width) srcset width height } }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;