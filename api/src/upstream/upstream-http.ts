import type * as z from 'zod/mini';
import type { ApiConfig } from '../config.js';
import type { Logger } from '@agency/server-kit/logger';
import { UpstreamHttpClient, type HttpClientOptions } from './http-client.js';
import { signInSchema } from './integration-dto.js';
import { loginSchema } from './panel-dto.js';

export type UpstreamService = 'integration' | 'panel';

type UpstreamConfig = Pick<
  ApiConfig,
  'upstreamTimeoutMs' | 'upstreamReadRetries' | 'breakerResetMs' | UpstreamService
>;

/** How a service signs in: its path, the body field its key goes in, and the token in its answer. */
type SignIn<S extends z.ZodMiniType> = {
  path: string;
  key: (config: UpstreamConfig) => Record<string, string>;
  schema: S;
  token(answer: z.infer<S>): string;
};
const signIn = <S extends z.ZodMiniType>(how: SignIn<S>) => how as SignIn<z.ZodMiniType>;

/** Each service's sign-in (docs/upstream-openapi.yaml); both send the salt beside the key. */
const SIGN_IN: Record<UpstreamService, SignIn<z.ZodMiniType>> = {
  integration: signIn({
    path: 'api/signin',
    key: ({ integration }) => ({ api_key: integration.apiKey }),
    schema: signInSchema,
    token: (answer) => answer.access_token,
  }),
  panel: signIn({
    path: 'api/login',
    key: ({ panel }) => ({ api_token: panel.apiToken }),
    schema: loginSchema,
    token: (answer) => answer.token,
  }),
};

/**
 * The HTTP client of one upstream service, with the settings both share (time-out, retries,
 * breaker, metrics): the one place they are wired, so the two services cannot drift apart.
 */
export function createUpstreamHttp(
  config: UpstreamConfig,
  logger: Logger,
  observe: HttpClientOptions['observe'],
  service: UpstreamService,
): UpstreamHttpClient {
  const how = SIGN_IN[service];
  return new UpstreamHttpClient({
    service,
    observe,
    baseUrl: config[service].url,
    timeoutMs: config.upstreamTimeoutMs,
    readRetries: config.upstreamReadRetries,
    breakerResetMs: config.breakerResetMs,
    logger,
    signIn: async (client) =>
      how.token(
        await client.requestAnonymous({
          method: 'POST',
          path: how.path,
          json: { salt: config[service].salt, ...how.key(config) },
          schema: how.schema,
          read: false,
        }),
      ),
  });
}
