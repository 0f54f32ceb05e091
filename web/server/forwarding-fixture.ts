import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startDemoUpstream, type DemoUpstream, upstreamEnv } from '@agency/demo-upstream/launcher';
import { startApiProcess, type ApiProcess } from '@agency/test-kit/api-process';
import { demoEnv } from '@agency/test-kit/demo-env';
import { startSite, type Site } from './main';

// Test-only: the site in front of a standalone API (API_URL), and the same site with the API
// mounted, over one demo upstream; started once per test file.

export const API_METRICS_TOKEN = 'api-scrape-token-0123456789';
export const SITE_METRICS_TOKEN = 'site-scrape-token-0123456789';
export const SITE_RENDER_TOKEN = 'forwarding-test-render-token-0123456789';

export type ForwardingSetup = {
  demo: DemoUpstream;
  api: ApiProcess;
  apiEnv: Record<string, string>;
  site: Site;
  mounted: Site;
};

export function useForwardingSetup(): ForwardingSetup {
  const setup = {} as ForwardingSetup;
  beforeAll(async () => {
    setup.demo = await startDemoUpstream();
    setup.apiEnv = demoEnv(setup.demo, {
      TRUST_PROXY: 'true',
      RATE_LIMIT_DOWNLOADS: '3',
      METRICS_TOKEN: API_METRICS_TOKEN,
      DOWNLOAD_SECRET: 'forwarding-test-download-secret-0123456789',
      SITE_RENDER_TOKEN,
    });
    // The same pages with the API mounted in process, to compare with.
    [setup.api, setup.mounted] = await Promise.all([
      startApiProcess(setup.apiEnv, import.meta.resolve('@agency/api/main')),
      startSite({
        PORT: '0',
        LOG_LEVEL: 'silent',
        ...upstreamEnv(setup.demo),
        OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'outbox-')),
      }),
    ]);
    setup.site = await startSite({
      PORT: '0',
      LOG_LEVEL: 'silent',
      API_URL: setup.api.url,
      MEDIA_ORIGIN: setup.demo.storageUrl,
      TRUST_PROXY: 'true',
      METRICS_TOKEN: SITE_METRICS_TOKEN,
      SITE_RENDER_TOKEN,
    });
  });
  afterAll(async () => {
    await setup.site?.stop();
    await setup.mounted?.stop();
    await setup.api?.stop();
    await setup.demo?.stop();
  });
  return setup;
}
