import { createApi, parseApiConfig, wantsDemoUpstream } from '@agency/api';
import { createLogger } from '@agency/server-kit/logger';
import { startDemoUpstream, type DemoUpstream, upstreamEnv } from '@agency/demo-upstream/launcher';
import type { ApiBackend } from './api-backend.js';
import { createInProcessLink } from './in-process-link.js';
import { PageCache } from './page-cache.js';

/**
 * The API mounted in this process (ADR 1): rendering queries it directly, pages are kept as long
 * as its read cache says their data is fresh. Starts the demo upstream when no upstream is set.
 */
export async function mountApi(env: Record<string, string | undefined>): Promise<ApiBackend> {
  let demo: DemoUpstream | null = null;
  let apiEnv = env;
  if (wantsDemoUpstream(env)) {
    demo = await startDemoUpstream();
    apiEnv = { ...env, ...upstreamEnv(demo) };
  }
  const config = parseApiConfig(apiEnv);
  const logger = createLogger(config.logLevel, 'site');
  const api = await createApi(config, logger);
  return {
    handle: api.handle,
    track: api.track,
    link: createInProcessLink(api),
    pages: new PageCache(api.cache, config.cacheTtlMs, config.cacheStaleMs),
    mediaOrigin: new URL(config.panel.storageUrl).origin,
    requestDeadlineMs: config.requestDeadlineMs,
    logger,
    demo,
    async stop() {
      await api.stop();
      await demo?.stop();
    },
  };
}
