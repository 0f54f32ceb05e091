import type { GraphQLErrorItem, ResponseMeta } from './answer.js';

// Everything the client throws, except the caller's own abort (its signal's reason, unchanged).
// Catch with `instanceof`: the GraphQL errors are one class per `extensions.code` the API uses
// (docs/partners.md, Errors); a code this version does not know gives the AgencyGraphQLError base.

/** The base of every error the SDK throws. */
export class AgencyError extends Error {
  override name = 'AgencyError';
}

/** The API could not be reached (DNS, refused connection, reset, CORS refusal in a browser). */
export class AgencyNetworkError extends AgencyError {
  override name = 'AgencyNetworkError';
  readonly code = 'NETWORK_ERROR';
}

/** No complete answer within `timeoutMs` (one attempt; waits between retries are not counted). */
export class AgencyTimeoutError extends AgencyError {
  override name = 'AgencyTimeoutError';
  readonly code = 'TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(`No answer from the API within ${timeoutMs} ms`);
  }
}

/** An answer that is not GraphQL JSON, e.g. a proxy's 502 page; `body` is its start. */
export class AgencyHttpError extends AgencyError {
  override name = 'AgencyHttpError';
  readonly code = 'HTTP_ERROR';
  constructor(
    readonly status: number,
    readonly body: string,
    readonly meta: ResponseMeta,
  ) {
    super(`The API answered HTTP ${status} without a GraphQL body`);
  }
}

/**
 * A GraphQL answer with errors. `errors` are all of them; `code` is the first one's
 * `extensions.code`; `data` is what came back with them (null when nothing ran, partial when
 * only some fields failed: those are null and named by the errors' `path`).
 */
export class AgencyGraphQLError<TData = unknown> extends AgencyError {
  override name = 'AgencyGraphQLError';
  readonly code: string;
  constructor(
    readonly errors: readonly GraphQLErrorItem[],
    readonly data: TData | null,
    readonly meta: ResponseMeta,
    code = errors[0]?.extensions?.code ?? 'UNKNOWN',
  ) {
    super(
      errors.map((error) => error.message).join('; ') || `GraphQL answer without data (HTTP ${meta.status})`,
    );
    this.code = code;
  }

  /** The first error's extensions, where the codes below keep their details. */
  protected get extensions(): Record<string, unknown> {
    return this.errors[0]?.extensions ?? {};
  }
}

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** 401: the key is not one the agency issued (nothing ran, nothing was charged). */
export class UnauthenticatedError<TData = unknown> extends AgencyGraphQLError<TData> {
  override name = 'UnauthenticatedError';
  declare readonly code: 'UNAUTHENTICATED';
}

/** 429: the budget for the window is spent; thrown once the client's retries are used up or the wait is too long. */
export class RateLimitedError<TData = unknown> extends AgencyGraphQLError<TData> {
  override name = 'RateLimitedError';
  declare readonly code: 'RATE_LIMITED';
  /** How many requests were sent, the first one included. */
  attempts = 1;
  /** When to try again, from `Retry-After` (or `extensions.retryAfterSeconds`). */
  retryAfterMs: number | undefined;
}

/** 400: the operation costs more than the per-operation limit; nothing ran. */
export class CostLimitExceededError<TData = unknown> extends AgencyGraphQLError<TData> {
  override name = 'CostLimitExceededError';
  declare readonly code: 'COST_LIMIT_EXCEEDED';
  get cost(): number | undefined {
    return numberOr(this.extensions.cost);
  }
  get limit(): number | undefined {
    return numberOr(this.extensions.limit);
  }
}

/** 400: an argument is out of range or invalid (`argument`, `min`, `max`), or a form's `fields`. */
export class BadUserInputError<TData = unknown> extends AgencyGraphQLError<TData> {
  override name = 'BadUserInputError';
  declare readonly code: 'BAD_USER_INPUT';
  get argument(): string | undefined {
    return typeof this.extensions.argument === 'string' ? this.extensions.argument : undefined;
  }
  get min(): number | undefined {
    return numberOr(this.extensions.min);
  }
  get max(): number | undefined {
    return numberOr(this.extensions.max);
  }
  /** For forms: each failing field mapped to a message in the requested language. */
  get fields(): Record<string, string> | undefined {
    return this.extensions.fields as Record<string, string> | undefined;
  }
}

/** 400: the document is invalid or over a size limit (`limit` names it). */
export class ValidationFailedError<TData = unknown> extends AgencyGraphQLError<TData> {
  override name = 'ValidationFailedError';
  declare readonly code: 'GRAPHQL_VALIDATION_FAILED';
  get limit(): string | undefined {
    return typeof this.extensions.limit === 'string' ? this.extensions.limit : undefined;
  }
}

/** 400/413/415: not one JSON operation, or a GET the API refused. */
export class BadRequestError<TData = unknown> extends AgencyGraphQLError<TData> {
  override name = 'BadRequestError';
  declare readonly code: 'BAD_REQUEST';
}

/** 200: the agency's back office did not answer in time; the fields that needed it are null. Retry later. */
export class UpstreamUnavailableError<TData = unknown> extends AgencyGraphQLError<TData> {
  override name = 'UpstreamUnavailableError';
  declare readonly code: 'UPSTREAM_UNAVAILABLE';
}

const BY_CODE = {
  UNAUTHENTICATED: UnauthenticatedError,
  RATE_LIMITED: RateLimitedError,
  COST_LIMIT_EXCEEDED: CostLimitExceededError,
  BAD_USER_INPUT: BadUserInputError,
  GRAPHQL_VALIDATION_FAILED: ValidationFailedError,
  BAD_REQUEST: BadRequestError,
  UPSTREAM_UNAVAILABLE: UpstreamUnavailableError,
} as const;

/** The codes this version has a class for. */
export type AgencyErrorCode = keyof typeof BY_CODE;

/** The class for the first error's code; a 429 is a RateLimitedError whatever its body says. */
export function graphQLErrorFor<TData>(
  errors: readonly GraphQLErrorItem[],
  data: TData | null,
  meta: ResponseMeta,
): AgencyGraphQLError<TData> {
  const code = meta.status === 429 ? 'RATE_LIMITED' : errors[0]?.extensions?.code;
  const ErrorClass =
    code !== undefined && Object.hasOwn(BY_CODE, code)
      ? BY_CODE[code as AgencyErrorCode]
      : AgencyGraphQLError;
  // A 429 from something other than the API (a proxy) may carry no code: `code` stays truthful.
  return new ErrorClass<TData>(errors, data, meta, code);
}
