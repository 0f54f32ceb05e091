// The integration service as a RESTDataSource, written the way Apollo's data-source documentation
// shows: the token added in willSendRequest, GETs deduplicated within a request (the default policy)
// and cached across requests through the server's cache, for as long as cacheOptionsFor says.
import { RESTDataSource, type AugmentedRequest } from '@apollo/datasource-rest';
import type { FetcherRequestInit, FetcherResponse } from '@apollo/utils.fetcher';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

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

  // The upstream sends no Cache-Control; the documented override keeps GET answers 60 s (as long as
  // this API keeps its reads fresh). Not POSTs: a ttl would store them too, under "POST <url>",
  // whatever the body (the list's category is in the body).
  override cacheOptionsFor(_url: string, _response: FetcherResponse, request: FetcherRequestInit) {
    return request.method === 'GET' ? { ttl: 60 } : undefined;
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

  /** A page of a board: a POST upstream, so neither deduplicated nor cached by RESTDataSource. */
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
