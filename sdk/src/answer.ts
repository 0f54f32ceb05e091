import { rateLimitOf, type RateLimitInfo } from './rate-limit-headers.js';

/** One entry of a GraphQL answer's `errors`; `extensions.code` says what went wrong (docs/partners.md). */
export type GraphQLErrorItem = {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: { code?: string; [key: string]: unknown };
};

/** What the API reports with every answer about its price (`extensions.cost`). */
export type Cost = { requested: number; actual: number; limit: number };

/** About the HTTP answer, for budgeting and for quoting a request to the agency. */
export type ResponseMeta = {
  status: number;
  /** The request's id (`X-Request-Id`), to quote to the agency. */
  requestId: string | undefined;
  rateLimit: RateLimitInfo | undefined;
  cost: Cost | undefined;
  /** `GET` when the query went by GET (cacheable), else `POST`. */
  method: 'GET' | 'POST';
};

/** A parsed answer: `body` is undefined when it is not a GraphQL JSON answer (a proxy's page). */
export type Answer = {
  body: { data?: unknown; errors?: GraphQLErrorItem[]; extensions?: Record<string, unknown> } | undefined;
  text: string;
  headers: Headers;
  meta: ResponseMeta;
};

function isGraphQLBody(value: unknown): value is NonNullable<Answer['body']> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { data, errors } = value as { data?: unknown; errors?: unknown };
  return data !== undefined || Array.isArray(errors);
}

function costOf(extensions: Record<string, unknown> | undefined): Cost | undefined {
  const cost = extensions?.cost as Partial<Cost> | undefined;
  if (
    typeof cost?.requested !== 'number' ||
    typeof cost.actual !== 'number' ||
    typeof cost.limit !== 'number'
  )
    return undefined;
  return { requested: cost.requested, actual: cost.actual, limit: cost.limit };
}

/** Reads the whole body (so the connection is free for the next request) and parses it when it is JSON. */
export async function readAnswer(response: Response, method: 'GET' | 'POST'): Promise<Answer> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const body = isGraphQLBody(parsed) ? parsed : undefined;
  return {
    body,
    text,
    headers: response.headers,
    meta: {
      status: response.status,
      requestId: response.headers.get('x-request-id') ?? undefined,
      rateLimit: rateLimitOf(response.headers),
      cost: costOf(body?.extensions),
      method,
    },
  };
}
