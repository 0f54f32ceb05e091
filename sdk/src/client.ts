import { readAnswer, type Answer, type GraphQLErrorItem, type ResponseMeta } from './answer.js';
import {
  AgencyHttpError,
  AgencyNetworkError,
  AgencyTimeoutError,
  RateLimitedError,
  graphQLErrorFor,
} from './errors.js';
import { operationOf, type Operation, type TypedDocument } from './operation.js';
import { retryAfterMs, sleep } from './retry-after.js';
import { httpRequestFor } from './transport.js';

export type AgencyClientOptions = {
  /** The GraphQL endpoint, e.g. `https://<site>/graphql`. */
  url: string;
  /** A partner key, sent as `Authorization: Bearer <key>`; without one, the per-address limits apply. */
  key?: string;
  /** A fetch to use instead of the global one (a proxy agent, a test spy). */
  fetch?: typeof fetch;
  /** How many times a 429 is retried after its `Retry-After`; default 2. */
  maxRetries?: number;
  /** A longer `Retry-After` is not waited for (the budget's window is long): the RateLimitedError comes at once. Default 30 000. */
  maxRetryDelayMs?: number;
  /** Per attempt, until the whole answer is read; default 30 000. */
  timeoutMs?: number;
  /** Sent with every request (e.g. `x-request-id` per call is better given in the request's options). */
  headers?: Record<string, string>;
};

export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/** An answer with data: `errors` is not empty when some fields failed (they are null in `data`). */
export type AgencyResult<TData> = { data: TData; errors: readonly GraphQLErrorItem[]; meta: ResponseMeta };

// Variables may be left out when the operation has no required ones.
type Args<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

export type AgencyClient = {
  /** The data, or a thrown error for any GraphQL error (partial data is on the error's `data`). */
  request<TData, TVariables>(
    document: TypedDocument<TData, TVariables>,
    ...args: Args<TVariables>
  ): Promise<TData>;
  /** Data with the errors of the fields that failed; throws only when there is no data at all. */
  requestWithErrors<TData, TVariables>(
    document: TypedDocument<TData, TVariables>,
    ...args: Args<TVariables>
  ): Promise<AgencyResult<TData>>;
};

// Without a Retry-After or a retryAfterSeconds hint (a proxy's 429), wait this long.
const DEFAULT_RETRY_MS = 1000;

export function createAgencyClient(options: AgencyClientOptions): AgencyClient {
  const endpoint = new URL(options.url).href; // a bad URL fails here, not on the first request
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const maxRetries = options.maxRetries ?? 2;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const baseHeaders = {
    ...options.headers,
    ...(options.key === undefined ? {} : { authorization: `Bearer ${options.key}` }),
  };

  /** One request on the wire: every failure before an answer becomes a typed error, except the caller's abort. */
  async function attempt(operation: Operation, variables: unknown, request: RequestOptions): Promise<Answer> {
    const { url, init } = httpRequestFor(endpoint, operation, variables, {
      ...baseHeaders,
      ...request.headers,
    });
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      return await readAnswer(await fetchImpl(url, { ...init, signal }), init.method);
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (timeout.aborted) throw new AgencyTimeoutError(timeoutMs);
      throw new AgencyNetworkError(`Could not reach the API at ${endpoint}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /** Sends, retrying 429s: a refused request ran nothing, so even a mutation is safe to send again. */
  async function send(operation: Operation, variables: unknown, request: RequestOptions): Promise<Answer> {
    for (let attempts = 1; ; attempts++) {
      const answer = await attempt(operation, variables, request);
      if (answer.meta.status !== 429) return answer;
      const hint = answer.body?.errors?.[0]?.extensions?.retryAfterSeconds;
      const waitMs =
        retryAfterMs(answer.headers.get('retry-after')) ??
        (typeof hint === 'number' ? hint * 1000 : DEFAULT_RETRY_MS);
      if (attempts > maxRetries || waitMs > maxRetryDelayMs) {
        const error = graphQLErrorFor(answer.body?.errors ?? [], null, answer.meta) as RateLimitedError;
        error.attempts = attempts;
        error.retryAfterMs = waitMs;
        throw error;
      }
      await sleep(waitMs, request.signal);
    }
  }

  async function requestWithErrors<TData>(
    document: unknown,
    variables?: unknown,
    request: RequestOptions = {},
  ): Promise<AgencyResult<TData>> {
    const answer = await send(operationOf(document), variables, request);
    if (answer.body === undefined)
      throw new AgencyHttpError(answer.meta.status, answer.text.slice(0, 500), answer.meta);
    const errors = answer.body.errors ?? [];
    const data = (answer.body.data ?? null) as TData | null;
    if (data === null) throw graphQLErrorFor(errors, null, answer.meta);
    return { data, errors, meta: answer.meta };
  }

  return {
    requestWithErrors,
    async request<TData>(document: unknown, variables?: unknown, request?: RequestOptions): Promise<TData> {
      const result = await requestWithErrors<TData>(document, variables, request);
      if (result.errors.length > 0) throw graphQLErrorFor(result.errors, result.data, result.meta);
      return result.data;
    },
  };
}
