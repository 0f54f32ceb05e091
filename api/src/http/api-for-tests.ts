import type { Logger } from '@agency/server-kit/logger';
import type { ApiConfig } from '../config.js';
import { buildApiParts, type ApiParts } from './api-parts.js';
import { apiOf, type Api } from './handler.js';

/** What tests look into and no host gets: the whole read cache, the outbox, the metrics registry. */
export type ApiInternals = Pick<ApiParts, 'cache' | 'outbox' | 'metrics'>;

/** The API as a host gets it, with its internals beside it (api/test/harness.ts). */
export async function createApiForTests(
  config: ApiConfig,
  logger: Logger,
): Promise<{ api: Api; internals: ApiInternals }> {
  const parts = await buildApiParts(config, logger);
  const { cache, outbox, metrics } = parts;
  return { api: apiOf(parts), internals: { cache, outbox, metrics } };
}
