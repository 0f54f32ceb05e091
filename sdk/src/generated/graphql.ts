/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** The shape of a photo. */
export type Orientation =
  /** Wider than tall. */
  | 'LANDSCAPE'
  /** Taller than wide, or square. */
  | 'PORTRAIT';

/** Where a video is hosted. */
export type VideoProvider =
  /** Vimeo. */
  | 'VIMEO'
  /** YouTube (played through youtube-nocookie.com). */
  | 'YOUTUBE';

export type BoardQueryVariables = Exact<{
  category: Category;
  gender: Gender;
  letter?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  locale?: Locale | null | undefined;
}>;


export type BoardQuery = { models: { letters: Array<string>, totalCount: number, nodes: Array<{ age: number | null, instagram: string | null, id: string, name: string, gender: Gender, categories: Array<Category>, cover: { url: string, width: number | null, height: number | null } | null, measures: Array<{ key: MeasureKey, label: string, value: string }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } | null };

export type ContactQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactQuery = { contact: { address: string, email: string, phones: Array<string>, latitude: number | null, longitude: number | null } | null, socialMedia: Array<{ key: string, name: string, url: string }> | null };

export type ModelSummaryFragment = { id: string, name: string, gender: Gender, categories: Array<Category>, measures: Array<{ key: MeasureKey, label: string, value: string }> };

export type ModelFactsFragment = { age: number | null, instagram: string | null, id: string, name: string, gender: Gender, categories: Array<Category>, cover: { url: string, width: number | null, height: number | null } | null, measures: Array<{ key: MeasureKey, label: string, value: string }> };

export type SizedCoverFragment = { cover: { url: string, srcset: string, width: number | null, height: number | null } | null };

export type PagingFragment = { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean } };

export type PostQueryVariables = Exact<{
  type: string;
  slug: string;
}>;


export type PostQuery = { post: { id: string, slug: string, title: string, excerpt: string | null, body: string | null, publishedAt: string | null, cover: { url: string } | null } | null };

export type PostsQueryVariables = Exact<{
  type: string;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type PostsQuery = { posts: { currentPage: number, lastPage: number, hasNextPage: boolean, nodes: Array<{ id: string, slug: string, title: string, excerpt: string | null, publishedAt: string | null, cover: { url: string } | null }> } | null };

export type ProfileQueryVariables = Exact<{
  id: string | number;
  locale?: Locale | null | undefined;
}>;


export type ProfileQuery = { model: { instagramUrl: string | null, skills: Array<string>, age: number | null, instagram: string | null, id: string, name: string, gender: Gender, categories: Array<Category>, cover2: { url: string, width: number | null, height: number | null } | null, galleries: { initial: GalleryKind | null, book: Array<{ url: string, width: number, height: number, orientation: Orientation }>, snap: Array<{ url: string, width: number, height: number, orientation: Orientation }>, compo: Array<{ url: string, width: number, height: number, orientation: Orientation }>, video: Array<{ provider: VideoProvider, videoId: string, embedUrl: string }> } | null, cover: { url: string, width: number | null, height: number | null } | null, measures: Array<{ key: MeasureKey, label: string, value: string }> } | null };

export type SearchModelsQueryVariables = Exact<{
  search?: string | null | undefined;
  category?: Category | null | undefined;
  gender?: Gender | null | undefined;
  heightMin?: number | null | undefined;
  heightMax?: number | null | undefined;
  eyes?: Array<string> | string | null | undefined;
  hair?: Array<string> | string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  width?: number | null | undefined;
  locale?: Locale | null | undefined;
}>;


export type SearchModelsQuery = { models: { totalCount: number, nodes: Array<{ id: string, name: string, gender: Gender, categories: Array<Category>, measures: Array<{ key: MeasureKey, label: string, value: string }>, cover: { url: string, srcset: string, width: number | null, height: number | null } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } | null };

export type SelectiveCitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type SelectiveCitiesQuery = { selectiveCities: Array<{ id: string, city: string, date: string }> | null };

export type ShortlistQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  width?: number | null | undefined;
  locale?: Locale | null | undefined;
}>;


export type ShortlistQuery = { modelsByIds: Array<{ id: string, name: string, gender: Gender, categories: Array<Category>, measures: Array<{ key: MeasureKey, label: string, value: string }>, cover: { url: string, srcset: string, width: number | null, height: number | null } | null } | null> };

export type WebsiteTextQueryVariables = Exact<{
  key: string;
  locale?: Locale | null | undefined;
}>;


export type WebsiteTextQuery = { websiteText: { key: string, html: string, locale: Locale, isFallback: boolean } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ModelSummaryFragmentDoc = new TypedDocumentString(`
    fragment ModelSummary on Model {
  id
  name
  gender
  categories
  measures(locale: $locale) {
    key
    label
    value
  }
}
    `, {"fragmentName":"ModelSummary"}) as unknown as TypedDocumentString<ModelSummaryFragment, unknown>;
export const ModelFactsFragmentDoc = new TypedDocumentString(`
    fragment ModelFacts on Model {
  ...ModelSummary
  age
  cover {
    url
    width
    height
  }
  instagram
}
    fragment ModelSummary on Model {
  id
  name
  gender
  categories
  measures(locale: $locale) {
    key
    label
    value
  }
}`, {"fragmentName":"ModelFacts"}) as unknown as TypedDocumentString<ModelFactsFragment, unknown>;
export const SizedCoverFragmentDoc = new TypedDocumentString(`
    fragment SizedCover on Model {
  cover {
    url(width: $width)
    srcset
    width
    height
  }
}
    `, {"fragmentName":"SizedCover"}) as unknown as TypedDocumentString<SizedCoverFragment, unknown>;
export const PagingFragmentDoc = new TypedDocumentString(`
    fragment Paging on ModelPage {
  totalCount
  pageInfo {
    endCursor
    hasNextPage
  }
}
    `, {"fragmentName":"Paging"}) as unknown as TypedDocumentString<PagingFragment, unknown>;
export const BoardDocument = new TypedDocumentString(`
    query Board($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String, $locale: Locale) {
  models(
    category: $category
    gender: $gender
    letter: $letter
    first: $first
    after: $after
  ) {
    ...Paging
    letters
    nodes {
      ...ModelFacts
    }
  }
}
    fragment ModelSummary on Model {
  id
  name
  gender
  categories
  measures(locale: $locale) {
    key
    label
    value
  }
}
fragment ModelFacts on Model {
  ...ModelSummary
  age
  cover {
    url
    width
    height
  }
  instagram
}
fragment Paging on ModelPage {
  totalCount
  pageInfo {
    endCursor
    hasNextPage
  }
}`) as unknown as TypedDocumentString<BoardQuery, BoardQueryVariables>;
export const ContactDocument = new TypedDocumentString(`
    query Contact {
  contact {
    address
    email
    phones
    latitude
    longitude
  }
  socialMedia {
    key
    name
    url
  }
}
    `) as unknown as TypedDocumentString<ContactQuery, ContactQueryVariables>;
export const PostDocument = new TypedDocumentString(`
    query Post($type: String!, $slug: String!) {
  post(type: $type, slug: $slug) {
    id
    slug
    title
    excerpt
    body
    publishedAt
    cover {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<PostQuery, PostQueryVariables>;
export const PostsDocument = new TypedDocumentString(`
    query Posts($type: String!, $page: Int, $perPage: Int) {
  posts(type: $type, page: $page, perPage: $perPage) {
    currentPage
    lastPage
    hasNextPage
    nodes {
      id
      slug
      title
      excerpt
      publishedAt
      cover {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PostsQuery, PostsQueryVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile($id: ID!, $locale: Locale) {
  model(id: $id) {
    ...ModelFacts
    cover2 {
      url
      width
      height
    }
    instagramUrl
    skills
    galleries {
      initial
      book {
        url
        width
        height
        orientation
      }
      snap {
        url
        width
        height
        orientation
      }
      compo {
        url
        width
        height
        orientation
      }
      video {
        provider
        videoId
        embedUrl
      }
    }
  }
}
    fragment ModelSummary on Model {
  id
  name
  gender
  categories
  measures(locale: $locale) {
    key
    label
    value
  }
}
fragment ModelFacts on Model {
  ...ModelSummary
  age
  cover {
    url
    width
    height
  }
  instagram
}`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const SearchModelsDocument = new TypedDocumentString(`
    query SearchModels($search: String, $category: Category, $gender: Gender, $heightMin: Int, $heightMax: Int, $eyes: [String!], $hair: [String!], $first: Int, $after: String, $width: Int = 480, $locale: Locale) {
  models(
    search: $search
    category: $category
    gender: $gender
    heightMin: $heightMin
    heightMax: $heightMax
    eyes: $eyes
    hair: $hair
    first: $first
    after: $after
  ) {
    ...Paging
    nodes {
      ...ModelSummary
      ...SizedCover
    }
  }
}
    fragment ModelSummary on Model {
  id
  name
  gender
  categories
  measures(locale: $locale) {
    key
    label
    value
  }
}
fragment SizedCover on Model {
  cover {
    url(width: $width)
    srcset
    width
    height
  }
}
fragment Paging on ModelPage {
  totalCount
  pageInfo {
    endCursor
    hasNextPage
  }
}`) as unknown as TypedDocumentString<SearchModelsQuery, SearchModelsQueryVariables>;
export const SelectiveCitiesDocument = new TypedDocumentString(`
    query SelectiveCities {
  selectiveCities {
    id
    city
    date
  }
}
    `) as unknown as TypedDocumentString<SelectiveCitiesQuery, SelectiveCitiesQueryVariables>;
export const ShortlistDocument = new TypedDocumentString(`
    query Shortlist($ids: [ID!]!, $width: Int = 480, $locale: Locale) {
  modelsByIds(ids: $ids) {
    ...ModelSummary
    ...SizedCover
  }
}
    fragment ModelSummary on Model {
  id
  name
  gender
  categories
  measures(locale: $locale) {
    key
    label
    value
  }
}
fragment SizedCover on Model {
  cover {
    url(width: $width)
    srcset
    width
    height
  }
}`) as unknown as TypedDocumentString<ShortlistQuery, ShortlistQueryVariables>;
export const WebsiteTextDocument = new TypedDocumentString(`
    query WebsiteText($key: String!, $locale: Locale) {
  websiteText(key: $key, locale: $locale) {
    key
    html
    locale
    isFallback
  }
}
    `) as unknown as TypedDocumentString<WebsiteTextQuery, WebsiteTextQueryVariables>;