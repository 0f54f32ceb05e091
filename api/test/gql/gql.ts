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
    "\n  query ListWithGalleries($category: Category!, $gender: Gender!) {\n    models(category: $category, gender: $gender, first: 3) {\n      nodes {\n        id\n        galleries {\n          initial\n          book {\n            url\n          }\n        }\n      }\n    }\n  }\n": typeof types.ListWithGalleriesDocument,
    "\n  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {\n    models(category: $category, gender: $gender, first: $first) {\n      nodes {\n        id\n        categories\n        cover {\n          original: url\n          resized: url(width: $width)\n          srcset\n          width\n          height\n        }\n      }\n    }\n  }\n": typeof types.CoverImagesDocument,
    "\n  query FormOptions($locale: Locale, $country: ID!, $state: ID) {\n    options(locale: $locale) {\n      countries {\n        id\n        name\n      }\n      states(country: $country) {\n        id\n        name\n      }\n      cities(country: $country, state: $state) {\n        id\n        name\n      }\n      genders {\n        value\n        label\n      }\n      heights {\n        value\n        label\n      }\n      busts {\n        value\n        label\n      }\n      waists {\n        value\n        label\n      }\n      hips {\n        value\n        label\n      }\n      chests {\n        value\n        label\n      }\n      shoes {\n        value\n        label\n      }\n      hairColours {\n        value\n        label\n      }\n      eyeColours {\n        value\n        label\n      }\n      skinTones {\n        value\n        label\n      }\n      dialCodes {\n        iso\n        code\n        name\n      }\n      defaultDialCode\n    }\n  }\n": typeof types.FormOptionsDocument,
    "\n  query HomeContent {\n    homeSlides {\n      index\n      key\n      slides {\n        id\n        desktopUrl\n        mobileUrl\n        kind\n        description\n      }\n    }\n    prehome {\n      id\n      desktopUrl\n      mobileUrl\n      kind\n    }\n  }\n": typeof types.HomeContentDocument,
    "\n  query WebsiteMedia($imageKey: String!, $videoKey: String!) {\n    websiteImage(key: $imageKey) {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    websiteVideo(key: $videoKey) {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n  }\n": typeof types.WebsiteMediaDocument,
};
const documents: Documents = {
    "\n  query ListWithGalleries($category: Category!, $gender: Gender!) {\n    models(category: $category, gender: $gender, first: 3) {\n      nodes {\n        id\n        galleries {\n          initial\n          book {\n            url\n          }\n        }\n      }\n    }\n  }\n": types.ListWithGalleriesDocument,
    "\n  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {\n    models(category: $category, gender: $gender, first: $first) {\n      nodes {\n        id\n        categories\n        cover {\n          original: url\n          resized: url(width: $width)\n          srcset\n          width\n          height\n        }\n      }\n    }\n  }\n": types.CoverImagesDocument,
    "\n  query FormOptions($locale: Locale, $country: ID!, $state: ID) {\n    options(locale: $locale) {\n      countries {\n        id\n        name\n      }\n      states(country: $country) {\n        id\n        name\n      }\n      cities(country: $country, state: $state) {\n        id\n        name\n      }\n      genders {\n        value\n        label\n      }\n      heights {\n        value\n        label\n      }\n      busts {\n        value\n        label\n      }\n      waists {\n        value\n        label\n      }\n      hips {\n        value\n        label\n      }\n      chests {\n        value\n        label\n      }\n      shoes {\n        value\n        label\n      }\n      hairColours {\n        value\n        label\n      }\n      eyeColours {\n        value\n        label\n      }\n      skinTones {\n        value\n        label\n      }\n      dialCodes {\n        iso\n        code\n        name\n      }\n      defaultDialCode\n    }\n  }\n": types.FormOptionsDocument,
    "\n  query HomeContent {\n    homeSlides {\n      index\n      key\n      slides {\n        id\n        desktopUrl\n        mobileUrl\n        kind\n        description\n      }\n    }\n    prehome {\n      id\n      desktopUrl\n      mobileUrl\n      kind\n    }\n  }\n": types.HomeContentDocument,
    "\n  query WebsiteMedia($imageKey: String!, $videoKey: String!) {\n    websiteImage(key: $imageKey) {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    websiteVideo(key: $videoKey) {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n  }\n": types.WebsiteMediaDocument,
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
export function graphql(source: "\n  query ListWithGalleries($category: Category!, $gender: Gender!) {\n    models(category: $category, gender: $gender, first: 3) {\n      nodes {\n        id\n        galleries {\n          initial\n          book {\n            url\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListWithGalleries($category: Category!, $gender: Gender!) {\n    models(category: $category, gender: $gender, first: 3) {\n      nodes {\n        id\n        galleries {\n          initial\n          book {\n            url\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {\n    models(category: $category, gender: $gender, first: $first) {\n      nodes {\n        id\n        categories\n        cover {\n          original: url\n          resized: url(width: $width)\n          srcset\n          width\n          height\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {\n    models(category: $category, gender: $gender, first: $first) {\n      nodes {\n        id\n        categories\n        cover {\n          original: url\n          resized: url(width: $width)\n          srcset\n          width\n          height\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormOptions($locale: Locale, $country: ID!, $state: ID) {\n    options(locale: $locale) {\n      countries {\n        id\n        name\n      }\n      states(country: $country) {\n        id\n        name\n      }\n      cities(country: $country, state: $state) {\n        id\n        name\n      }\n      genders {\n        value\n        label\n      }\n      heights {\n        value\n        label\n      }\n      busts {\n        value\n        label\n      }\n      waists {\n        value\n        label\n      }\n      hips {\n        value\n        label\n      }\n      chests {\n        value\n        label\n      }\n      shoes {\n        value\n        label\n      }\n      hairColours {\n        value\n        label\n      }\n      eyeColours {\n        value\n        label\n      }\n      skinTones {\n        value\n        label\n      }\n      dialCodes {\n        iso\n        code\n        name\n      }\n      defaultDialCode\n    }\n  }\n"): (typeof documents)["\n  query FormOptions($locale: Locale, $country: ID!, $state: ID) {\n    options(locale: $locale) {\n      countries {\n        id\n        name\n      }\n      states(country: $country) {\n        id\n        name\n      }\n      cities(country: $country, state: $state) {\n        id\n        name\n      }\n      genders {\n        value\n        label\n      }\n      heights {\n        value\n        label\n      }\n      busts {\n        value\n        label\n      }\n      waists {\n        value\n        label\n      }\n      hips {\n        value\n        label\n      }\n      chests {\n        value\n        label\n      }\n      shoes {\n        value\n        label\n      }\n      hairColours {\n        value\n        label\n      }\n      eyeColours {\n        value\n        label\n      }\n      skinTones {\n        value\n        label\n      }\n      dialCodes {\n        iso\n        code\n        name\n      }\n      defaultDialCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeContent {\n    homeSlides {\n      index\n      key\n      slides {\n        id\n        desktopUrl\n        mobileUrl\n        kind\n        description\n      }\n    }\n    prehome {\n      id\n      desktopUrl\n      mobileUrl\n      kind\n    }\n  }\n"): (typeof documents)["\n  query HomeContent {\n    homeSlides {\n      index\n      key\n      slides {\n        id\n        desktopUrl\n        mobileUrl\n        kind\n        description\n      }\n    }\n    prehome {\n      id\n      desktopUrl\n      mobileUrl\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebsiteMedia($imageKey: String!, $videoKey: String!) {\n    websiteImage(key: $imageKey) {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    websiteVideo(key: $videoKey) {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n  }\n"): (typeof documents)["\n  query WebsiteMedia($imageKey: String!, $videoKey: String!) {\n    websiteImage(key: $imageKey) {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n    websiteVideo(key: $videoKey) {\n      key\n      mobileUrl\n      desktopUrl\n      description\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;