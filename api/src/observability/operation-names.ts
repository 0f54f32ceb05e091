/**
 * Operation names used as metric labels. Anyone can name an operation anything, so only the names
 * of our own clients' documents become labels; every other name is "other" and an unnamed one
 * "anonymous". Without this, a client sending random names would create unbounded time series.
 * web/server/operation-names.test.ts checks that the site's operations are all listed.
 */
export const KNOWN_OPERATIONS: ReadonlySet<string> = new Set([
  // The site (web/src).
  'AboutScreen',
  'ApplyCities',
  'ContactScreen',
  'CountryOptions',
  'DownloadGallery',
  'FavoriteModels',
  'GetScoutedScreen',
  'HomeScreen',
  'ModelList',
  'ModelProfile',
  'SelectivePlaceCities',
  'SelectivePlaceStates',
  'SelectiveScreen',
  'SubmitContact',
  'SubmitFavorites',
  'SubmitGetScouted',
  'SubmitSelective',
  // The site server's own (web/server/sitemap-routes.ts).
  'SitemapModels',
  // The partner SDK (sdk/src/operations): its traffic is told apart from the site's.
  'Board',
  'Contact',
  'Post',
  'Posts',
  'Profile',
  'SearchModels',
  'SelectiveCities',
  'Shortlist',
  'WebsiteText',
]);

export function operationLabel(name: string | null | undefined): string {
  if (name === null || name === undefined || name === '') return 'anonymous';
  return KNOWN_OPERATIONS.has(name) ? name : 'other';
}

// The first named operation in a document; cheap enough for the cache-hit path (no parse).
const FIRST_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation a GraphQL request names: its operationName, else the first named operation in its text. */
export function declaredOperation(operationName: unknown, query: unknown): string | undefined {
  if (typeof operationName === 'string' && operationName !== '') return operationName;
  if (typeof query !== 'string') return undefined;
  return FIRST_NAME.exec(query.slice(0, 2000))?.[1];
}

/** A request's operation as a metric label (a bounded set, whatever name the client chose). */
export function operationOf(source: { operationName?: unknown; query?: unknown }): string {
  return operationLabel(declaredOperation(source.operationName, source.query));
}

/** The operation label of a GET request, named in its search parameters. */
export function operationOfGet(params: URLSearchParams): string {
  return operationOf({ operationName: params.get('operationName'), query: params.get('query') });
}
