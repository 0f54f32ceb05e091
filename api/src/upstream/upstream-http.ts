import type { z } from 'zod';
import type { ApiConfig } from '../config.js';
import type { Logger } from '@agency/server-kit/logger';
import { UpstreamHttpClient, type HttpClientOptions } from './http-client.js';

/** How one upstream service is reached: where, and how it signs in (docs/upstream-openapi.yaml). */
export type UpstreamService<S extends z.ZodType> = {
  service: 'integration' | 'panel';
  baseUrl: string;
  signIn: { path: string; json: Record<string, string>; schema: S; token(answer: z.infer<S>): string };
};

/**
 * The HTTP client of one upstream service, with the settings both share (time-out, retries,
 * breaker, metrics): the one place they are wired, so the two services cannot drift apart.
 */
export function createUpstreamHttp<S extends z.ZodType>(
  config: Pick<ApiConfig, 'upstreamTimeoutMs' | 'upstreamReadRetries' | 'breakerResetMs'>,
  logger: Logger,
  observe: HttpClientOptions['observe'],
  { service, baseUrl, signIn }: UpstreamService<S>,
): UpstreamHttpClient {
  return new UpstreamHttpClient({
    service,
    observe,
    baseUrl,
    timeoutMs: config.upstreamTimeoutMs,
    readRetries: config.upstreamReadRetries,
    breakerResetMs: config.breakerResetMs,
    logger,
    signIn: async (client) =>
      signIn.token(
        await client.requestAnonymous({
          method: 'POST',
          path: signIn.path,
          json: signIn.json,
          schema: signIn.schema,
          read: false,
        }),
      ),
  });
}
