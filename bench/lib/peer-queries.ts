import type { PeerName } from './peer-servers.js';

// The site's two screens and the hostile shapes of api/test/demand-control.test.ts, written for
// each peer's own schema: this API's (schema/), the one Mesh generates from docs/upstream-openapi.yaml
// (operationIds as root fields, answers as unions by status) and the textbook one in
// bench/peers/apollo/server.ts. Each asks for what that screen shows, as that schema can give it.

export type Operation = { query: string; variables?: Record<string, unknown> };

/** This API with its stale window at 60 s asks what this API asks (the same schema). */
const withStale60 = <T>(bySchema: Omit<Record<PeerName, T>, 'apiStale60'>): Record<PeerName, T> => ({
  ...bySchema,
  apiStale60: bySchema.api,
});

const FASHION_ID = 1938;
const COMMERCIAL_ID = 1939;
const PROFILE_ID = 48213;

/** The list page: 20 models with their covers. */
export const LIST: Record<PeerName, Operation> = withStale60({
  api: {
    query: `query ModelList($category: Category!, $gender: Gender!, $letter: String, $first: Int!, $after: String) {
  models(category: $category, gender: $gender, letter: $letter, first: $first, after: $after) {
    totalCount letters pageInfo { endCursor hasNextPage } nodes { id name cover { url } }
  }
}`,
    variables: { category: 'FASHION', gender: 'WOMAN', first: 20 },
  },
  // The upstream has no gender filter: the first 20 of the board.
  hive: {
    query: `query ModelList($category: Int!, $first: PositiveInt!) {
  talents(paginate: $first, page: 1, cover_web: "1", input: { filters: { categories: [$category] } }) {
    ... on talents_200_response { data { total last_page data { id name gender cover_web } } }
  }
}`,
    variables: { category: FASHION_ID, first: 20 },
  },
  apollo: {
    query: `query ModelList($category: Int!, $first: Int!) { models(category: $category, first: $first) { id name gender coverWeb } }`,
    variables: { category: FASHION_ID, first: 20 },
  },
});

/** The profile page: the model, its measures and its galleries. */
export const PROFILE: Record<PeerName, Operation> = withStale60({
  api: {
    query: `query ModelProfile($id: ID!, $locale: Locale!) {
  model(id: $id) {
    id name age gender categories cover { url } instagram instagramUrl
    measures(locale: $locale) { key label value }
    galleries {
      initial
      book { url width height orientation } snap { url width height orientation }
      compo { url width height orientation } video { provider videoId embedUrl }
    }
  }
}`,
    variables: { id: String(PROFILE_ID), locale: 'PT' },
  },
  hive: {
    query: `query ModelProfile($id: Int!) {
  talentProfile(id: $id, language: pt, cover2: "1", cover_web: "1", skills: "1", media_id: "1") {
    ... on talentProfile_200_response {
      data {
        id name gender birthdate categories { id name } cover_web instagram
        height bust waist hips shoes eyes hair
        book { file width height } snap { file width height } compo { file width height } video { file provider }
      }
    }
  }
}`,
    variables: { id: PROFILE_ID },
  },
  apollo: {
    query: `query ModelProfile($id: ID!) {
  model(id: $id) {
    id name gender birthdate categories { id name } coverWeb instagram
    height bust waist hips shoes eyes hair
    book { file width height } snap { file width height } compo { file width height } video { file provider }
  }
}`,
    variables: { id: String(PROFILE_ID) },
  },
});

/** A GET for the operation (how the site's browser asks; answers a CDN or a response cache may keep). */
export function getPath(operation: Operation): string {
  const variables = operation.variables
    ? `&variables=${encodeURIComponent(JSON.stringify(operation.variables))}`
    : '';
  return `?query=${encodeURIComponent(operation.query)}${variables}`;
}

/** Apollo Server's CSRF prevention wants it on GETs; the others ignore it. */
export const GET_HEADERS = { 'apollo-require-preflight': 'true' };

const aliases = (count: number, body: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${body(i)}`).join(' ');

export type HostileShape = { name: string; operations: Record<PeerName, Operation | null> };

/** The evasion shapes of api/test/demand-control.test.ts; null where a schema cannot express one. */
export function hostileShapes(ids: number[]): HostileShape[] {
  const hundred = ids.slice(0, 100);
  return [
    {
      name: '`first: 100` in a variable, with galleries',
      operations: withStale60({
        api: {
          query: `query ($n: Int!) { models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { id galleries { book { url } } } } }`,
          variables: { n: 100 },
        },
        apollo: {
          query: `query ($n: Int!) { models(category: ${COMMERCIAL_ID}, first: $n) { id book { file } } }`,
          variables: { n: 100 },
        },
        // A list item has no galleries in the generated schema (no link from the list to the profile).
        hive: null,
      }),
    },
    {
      name: 'ten aliases of the list (100), galleries in a fragment',
      operations: withStale60({
        api: {
          query: `query ($n: Int!) { ${aliases(10, () => 'models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { ...G } }')} } fragment G on Model { galleries { book { url } } }`,
          variables: { n: 100 },
        },
        apollo: {
          query: `query ($n: Int!) { ${aliases(10, () => `models(category: ${COMMERCIAL_ID}, first: $n) { ...G }`)} } fragment G on Model { book { file } }`,
          variables: { n: 100 },
        },
        hive: {
          query: `query ($n: PositiveInt!) { ${aliases(10, () => `talents(paginate: $n, cover_web: "1", input: { filters: { categories: [${COMMERCIAL_ID}] } }) { ...G }`)} } fragment G on talents_response { ... on talents_200_response { data { data { id cover_web } } } }`,
          variables: { n: 100 },
        },
      }),
    },
    {
      name: 'a hundred aliased profiles with galleries',
      operations: withStale60({
        api: {
          query: `{ ${aliases(hundred.length, (i) => `model(id: "${hundred[i]}") { galleries { book { url } } }`)} }`,
        },
        apollo: {
          query: `{ ${aliases(hundred.length, (i) => `model(id: "${hundred[i]}") { book { file } }`)} }`,
        },
        hive: {
          query: `{ ${aliases(hundred.length, (i) => `talentProfile(id: ${hundred[i]}) { ... on talentProfile_200_response { data { book { file } } } }`)} }`,
        },
      }),
    },
    {
      name: 'galleries under `@include` in an inline fragment, `first` from a variable default',
      operations: withStale60({
        api: {
          query: `query ($n: Int = 100, $yes: Boolean = true) { models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { ... on Model @include(if: $yes) { galleries { book { url } } } } } }`,
        },
        apollo: {
          query: `query ($n: Int = 100, $yes: Boolean = true) { models(category: ${COMMERCIAL_ID}, first: $n) { ... on Model @include(if: $yes) { book { file } } } }`,
        },
        // The nearest it allows: ten profiles, galleries behind the same @include.
        hive: {
          query: `query ($yes: Boolean = true) { ${aliases(10, (i) => `talentProfile(id: ${hundred[i]}) { ... on talentProfile_200_response @include(if: $yes) { data { book { file } } } }`)} }`,
        },
      }),
    },
  ];
}
