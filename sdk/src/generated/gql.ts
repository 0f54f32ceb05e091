/* eslint-disable */
import * as types from './graphql.js';



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
    "query Board($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String, $locale: Locale) {\n  models(\n    category: $category\n    gender: $gender\n    letter: $letter\n    first: $first\n    after: $after\n  ) {\n    ...Paging\n    letters\n    nodes {\n      ...ModelFacts\n    }\n  }\n}": typeof types.BoardDocument,
    "query Contact {\n  contact {\n    address\n    email\n    phones\n    latitude\n    longitude\n  }\n  socialMedia {\n    key\n    name\n    url\n  }\n}": typeof types.ContactDocument,
    "fragment ModelSummary on Model {\n  id\n  name\n  gender\n  categories\n  measures(locale: $locale) {\n    key\n    label\n    value\n  }\n}\n\nfragment ModelFacts on Model {\n  ...ModelSummary\n  age\n  cover {\n    url\n    width\n    height\n  }\n  instagram\n}\n\nfragment SizedCover on Model {\n  cover {\n    url(width: $width)\n    srcset\n    width\n    height\n  }\n}\n\nfragment Paging on ModelPage {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n}": typeof types.ModelSummaryFragmentDoc,
    "query Post($type: String!, $slug: String!) {\n  post(type: $type, slug: $slug) {\n    id\n    slug\n    title\n    excerpt\n    body\n    publishedAt\n    cover {\n      url\n    }\n  }\n}": typeof types.PostDocument,
    "query Posts($type: String!, $page: Int, $perPage: Int) {\n  posts(type: $type, page: $page, perPage: $perPage) {\n    currentPage\n    lastPage\n    hasNextPage\n    nodes {\n      id\n      slug\n      title\n      excerpt\n      publishedAt\n      cover {\n        url\n      }\n    }\n  }\n}": typeof types.PostsDocument,
    "query Profile($id: ID!, $locale: Locale) {\n  model(id: $id) {\n    ...ModelFacts\n    cover2 {\n      url\n      width\n      height\n    }\n    instagramUrl\n    skills\n    galleries {\n      initial\n      book {\n        url\n        width\n        height\n        orientation\n      }\n      snap {\n        url\n        width\n        height\n        orientation\n      }\n      compo {\n        url\n        width\n        height\n        orientation\n      }\n      video {\n        provider\n        videoId\n        embedUrl\n      }\n    }\n  }\n}": typeof types.ProfileDocument,
    "query SearchModels($search: String, $category: Category, $gender: Gender, $heightMin: Int, $heightMax: Int, $eyes: [String!], $hair: [String!], $first: Int, $after: String, $width: Int = 480, $locale: Locale) {\n  models(\n    search: $search\n    category: $category\n    gender: $gender\n    heightMin: $heightMin\n    heightMax: $heightMax\n    eyes: $eyes\n    hair: $hair\n    first: $first\n    after: $after\n  ) {\n    ...Paging\n    nodes {\n      ...ModelSummary\n      ...SizedCover\n    }\n  }\n}": typeof types.SearchModelsDocument,
    "query SelectiveCities {\n  selectiveCities {\n    id\n    city\n    date\n  }\n}": typeof types.SelectiveCitiesDocument,
    "query Shortlist($ids: [ID!]!, $width: Int = 480, $locale: Locale) {\n  modelsByIds(ids: $ids) {\n    ...ModelSummary\n    ...SizedCover\n  }\n}": typeof types.ShortlistDocument,
    "query WebsiteText($key: String!, $locale: Locale) {\n  websiteText(key: $key, locale: $locale) {\n    key\n    html\n    locale\n    isFallback\n  }\n}": typeof types.WebsiteTextDocument,
};
const documents: Documents = {
    "query Board($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String, $locale: Locale) {\n  models(\n    category: $category\n    gender: $gender\n    letter: $letter\n    first: $first\n    after: $after\n  ) {\n    ...Paging\n    letters\n    nodes {\n      ...ModelFacts\n    }\n  }\n}": types.BoardDocument,
    "query Contact {\n  contact {\n    address\n    email\n    phones\n    latitude\n    longitude\n  }\n  socialMedia {\n    key\n    name\n    url\n  }\n}": types.ContactDocument,
    "fragment ModelSummary on Model {\n  id\n  name\n  gender\n  categories\n  measures(locale: $locale) {\n    key\n    label\n    value\n  }\n}\n\nfragment ModelFacts on Model {\n  ...ModelSummary\n  age\n  cover {\n    url\n    width\n    height\n  }\n  instagram\n}\n\nfragment SizedCover on Model {\n  cover {\n    url(width: $width)\n    srcset\n    width\n    height\n  }\n}\n\nfragment Paging on ModelPage {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n}": types.ModelSummaryFragmentDoc,
    "query Post($type: String!, $slug: String!) {\n  post(type: $type, slug: $slug) {\n    id\n    slug\n    title\n    excerpt\n    body\n    publishedAt\n    cover {\n      url\n    }\n  }\n}": types.PostDocument,
    "query Posts($type: String!, $page: Int, $perPage: Int) {\n  posts(type: $type, page: $page, perPage: $perPage) {\n    currentPage\n    lastPage\n    hasNextPage\n    nodes {\n      id\n      slug\n      title\n      excerpt\n      publishedAt\n      cover {\n        url\n      }\n    }\n  }\n}": types.PostsDocument,
    "query Profile($id: ID!, $locale: Locale) {\n  model(id: $id) {\n    ...ModelFacts\n    cover2 {\n      url\n      width\n      height\n    }\n    instagramUrl\n    skills\n    galleries {\n      initial\n      book {\n        url\n        width\n        height\n        orientation\n      }\n      snap {\n        url\n        width\n        height\n        orientation\n      }\n      compo {\n        url\n        width\n        height\n        orientation\n      }\n      video {\n        provider\n        videoId\n        embedUrl\n      }\n    }\n  }\n}": types.ProfileDocument,
    "query SearchModels($search: String, $category: Category, $gender: Gender, $heightMin: Int, $heightMax: Int, $eyes: [String!], $hair: [String!], $first: Int, $after: String, $width: Int = 480, $locale: Locale) {\n  models(\n    search: $search\n    category: $category\n    gender: $gender\n    heightMin: $heightMin\n    heightMax: $heightMax\n    eyes: $eyes\n    hair: $hair\n    first: $first\n    after: $after\n  ) {\n    ...Paging\n    nodes {\n      ...ModelSummary\n      ...SizedCover\n    }\n  }\n}": types.SearchModelsDocument,
    "query SelectiveCities {\n  selectiveCities {\n    id\n    city\n    date\n  }\n}": types.SelectiveCitiesDocument,
    "query Shortlist($ids: [ID!]!, $width: Int = 480, $locale: Locale) {\n  modelsByIds(ids: $ids) {\n    ...ModelSummary\n    ...SizedCover\n  }\n}": types.ShortlistDocument,
    "query WebsiteText($key: String!, $locale: Locale) {\n  websiteText(key: $key, locale: $locale) {\n    key\n    html\n    locale\n    isFallback\n  }\n}": types.WebsiteTextDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Board($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String, $locale: Locale) {\n  models(\n    category: $category\n    gender: $gender\n    letter: $letter\n    first: $first\n    after: $after\n  ) {\n    ...Paging\n    letters\n    nodes {\n      ...ModelFacts\n    }\n  }\n}"): typeof import('./graphql.js').BoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Contact {\n  contact {\n    address\n    email\n    phones\n    latitude\n    longitude\n  }\n  socialMedia {\n    key\n    name\n    url\n  }\n}"): typeof import('./graphql.js').ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ModelSummary on Model {\n  id\n  name\n  gender\n  categories\n  measures(locale: $locale) {\n    key\n    label\n    value\n  }\n}\n\nfragment ModelFacts on Model {\n  ...ModelSummary\n  age\n  cover {\n    url\n    width\n    height\n  }\n  instagram\n}\n\nfragment SizedCover on Model {\n  cover {\n    url(width: $width)\n    srcset\n    width\n    height\n  }\n}\n\nfragment Paging on ModelPage {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n}"): typeof import('./graphql.js').ModelSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Post($type: String!, $slug: String!) {\n  post(type: $type, slug: $slug) {\n    id\n    slug\n    title\n    excerpt\n    body\n    publishedAt\n    cover {\n      url\n    }\n  }\n}"): typeof import('./graphql.js').PostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Posts($type: String!, $page: Int, $perPage: Int) {\n  posts(type: $type, page: $page, perPage: $perPage) {\n    currentPage\n    lastPage\n    hasNextPage\n    nodes {\n      id\n      slug\n      title\n      excerpt\n      publishedAt\n      cover {\n        url\n      }\n    }\n  }\n}"): typeof import('./graphql.js').PostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile($id: ID!, $locale: Locale) {\n  model(id: $id) {\n    ...ModelFacts\n    cover2 {\n      url\n      width\n      height\n    }\n    instagramUrl\n    skills\n    galleries {\n      initial\n      book {\n        url\n        width\n        height\n        orientation\n      }\n      snap {\n        url\n        width\n        height\n        orientation\n      }\n      compo {\n        url\n        width\n        height\n        orientation\n      }\n      video {\n        provider\n        videoId\n        embedUrl\n      }\n    }\n  }\n}"): typeof import('./graphql.js').ProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchModels($search: String, $category: Category, $gender: Gender, $heightMin: Int, $heightMax: Int, $eyes: [String!], $hair: [String!], $first: Int, $after: String, $width: Int = 480, $locale: Locale) {\n  models(\n    search: $search\n    category: $category\n    gender: $gender\n    heightMin: $heightMin\n    heightMax: $heightMax\n    eyes: $eyes\n    hair: $hair\n    first: $first\n    after: $after\n  ) {\n    ...Paging\n    nodes {\n      ...ModelSummary\n      ...SizedCover\n    }\n  }\n}"): typeof import('./graphql.js').SearchModelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SelectiveCities {\n  selectiveCities {\n    id\n    city\n    date\n  }\n}"): typeof import('./graphql.js').SelectiveCitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Shortlist($ids: [ID!]!, $width: Int = 480, $locale: Locale) {\n  modelsByIds(ids: $ids) {\n    ...ModelSummary\n    ...SizedCover\n  }\n}"): typeof import('./graphql.js').ShortlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebsiteText($key: String!, $locale: Locale) {\n  websiteText(key: $key, locale: $locale) {\n    key\n    html\n    locale\n    isFallback\n  }\n}"): typeof import('./graphql.js').WebsiteTextDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
