import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upstreamEnv, type DemoUpstream } from '@agency/demo-upstream/launcher';

/** Env for an API (in-process or its own process) pointing at a running demo upstream. */
export function demoEnv(demo: DemoUpstream, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...upstreamEnv(demo),
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: '3000',
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'outbox-')),
    ...extra,
  };
}
