// The package's face: the client, its errors and types, and the generated operations (documents,
// result and variables types, the schema's enums). Add an operation as a .graphql file in
// operations/ and run `pnpm codegen`: it is exported from here with no change to this file.
export {
  createAgencyClient,
  type AgencyClient,
  type AgencyClientOptions,
  type AgencyResult,
  type RequestOptions,
} from './client.js';
export {
  AgencyError,
  AgencyGraphQLError,
  AgencyHttpError,
  AgencyNetworkError,
  AgencyTimeoutError,
  BadRequestError,
  BadUserInputError,
  CostLimitExceededError,
  RateLimitedError,
  UnauthenticatedError,
  UpstreamUnavailableError,
  ValidationFailedError,
  type AgencyErrorCode,
} from './errors.js';
export type { Cost, GraphQLErrorItem, ResponseMeta } from './answer.js';
export type { RateLimitInfo } from './rate-limit-headers.js';
export type { TypedDocument } from './operation.js';
export * from './generated/graphql.js';
