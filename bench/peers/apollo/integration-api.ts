// The integration service as a RESTDataSource, written the way Apollo's data-source documentation
// shows: the token added in willSendRequest, and each read (the list's POST as well as the GETs)
// deduplicated within a request and cached across requests through the server's cache for
// FRESH_SECONDS, under a cache key that holds the request's body (cacheKeyFor, cacheOptionsFor,
// requestDeduplicationPolicyFor; bench/peers/README.md lists them with their doc pages).
import {
  RESTDataSource,
  type AugmentedRequest,
  type RequestDeduplicationPolicy,
  type RequestOptions,
} from '@apollo/datasource-rest';
import type { FetcherRequestInit, FetcherResponse } from '@apollo/utils.fetcher';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

/** Freshness of every read and answer, in seconds: as long as this API keeps its reads fresh (CACHE_TTL_SECONDS). */
export const FRESH_SECONDS = 60;

export type Talent = Record<string, unknown> & { id: number };
type Credentials = { salt: string; apiKey: string };

/** One token for the process: signed in at start-up and again when a call answers 401. */
export class IntegrationSession {
  private token: Promise<string> | null = null;
  constructor(
    readonly baseURL: string,
    private readonly credentials: Credentials,
  ) {}

  current(): Promise<string> {
    this.token ??= fetch(`${this.baseURL}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ salt: this.credentials.salt, api_key: this.credentials.apiKey }),
    })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(`integration sign-in answered ${answer.status}`);
        return ((await answer.json()) as { access_token: string }).access_token;
      })
      .catch((error: unknown) => {
        this.token = null;
        throw error;
      });
    return this.token;
  }

  forget(): void {
    this.token = null;
  }
}

export class IntegrationAPI extends RESTDataSource {
  constructor(
    private readonly session: IntegrationSession,
    options: { cache: KeyValueCache },
  ) {
    super(options);
    this.baseURL = session.baseURL;
  }

  override async willSendRequest(_path: string, request: AugmentedRequest): Promise<void> {
    request.headers['authorization'] = `Bearer ${await this.session.current()}`;
    request.headers['accept'] = 'application/json';
  }

  /** The list is a POST upstream but a read: the one POST treated as a GET. */
  private static isRead(url: URL | string, method = 'GET'): boolean {
    return method === 'GET' || new URL(url).pathname.endsWith('/api/talents');
  }

  // The default key is "<method> <url>"; the list's category is in its body, so a POST's key holds
  // the body too (by then serialised to a string).
  override cacheKeyFor(url: URL, request: RequestOptions): string {
    const method = request.method ?? 'GET';
    return method === 'POST' ? `POST ${url} ${String(request.body)}` : `${method} ${url}`;
  }

  // The upstream sends no Cache-Control: the documented override keeps each read FRESH_SECONDS.
  override cacheOptionsFor(url: string, _response: FetcherResponse, request: FetcherRequestInit) {
    return IntegrationAPI.isRead(url, request.method) ? { ttl: FRESH_SECONDS } : undefined;
  }

  // GETs are deduplicated within a request by default; the list's POST joins them (by its full key).
  override requestDeduplicationPolicyFor(url: URL, request: RequestOptions): RequestDeduplicationPolicy {
    if (request.method === 'POST' && IntegrationAPI.isRead(url, 'POST'))
      return {
        policy: 'deduplicate-during-request-lifetime',
        deduplicationKey: this.cacheKeyFor(url, request),
      };
    return super.requestDeduplicationPolicyFor(url, request);
  }

  private async signedIn<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const status = (error as { extensions?: { response?: { status?: number } } }).extensions?.response
        ?.status;
      if (status !== 401) throw error;
      this.session.forget();
      return call();
    }
  }

  /** A page of a board: a POST upstream, deduplicated and cached like a GET (above). */
  async talents(category: number, first: number, page: number): Promise<Talent[]> {
    const answer = await this.signedIn(() =>
      this.post<{ data: { data: Talent[] } }>('api/talents', {
        params: { language: 'pt', paginate: String(first), cover_web: '1', page: String(page) },
        body: { filters: { categories: [category] } },
      }),
    );
    return answer.data.data;
  }

  async profile(id: string): Promise<Talent | null> {
    try {
      const answer = await this.signedIn(() =>
        this.get<{ data: Talent }>('api/talent/profile', {
          params: { language: 'pt', id, cover2: '1', cover_web: '1', skills: '1', media_id: '1' },
        }),
      );
      return answer.data;
    } catch (error) {
      const status = (error as { extensions?: { response?: { status?: number } } }).extensions?.response
        ?.status;
      if (status === 404) return null;
      throw error;
    }
  }
}
