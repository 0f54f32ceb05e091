import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_ENV_VARS } from '@agency/api/config';
import { SITE_ENV_VARS } from './site-config';

type Service = { environment?: Record<string, string>; healthcheck?: unknown; profiles?: string[]; volumes?: string[] };
const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8')) as { services: Record<string, Service> };

describe('docker-compose.yml', () => {
  it('parses and runs the site with a health check, plus a demo profile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['demo-site', 'site']);
    expect(compose.services.site!.healthcheck).toBeDefined();
    expect(compose.services['demo-site']!.profiles).toEqual(['demo']);
  });

  it('passes every variable the code reads to the site', () => {
    const passed = Object.keys(compose.services.site!.environment ?? {});
    // NODE_ENV is fixed to production in the file; everything else comes from the environment.
    expect([...API_ENV_VARS, ...SITE_ENV_VARS].filter((name) => !passed.includes(name))).toEqual([]);
  });

  it('keeps the outbox on a volume that outlives the container', () => {
    expect(compose.services.site!.environment!.OUTBOX_DIR).toBe('/data/outbox');
    expect(compose.services.site!.volumes).toContain('outbox:/data/outbox');
  });
});
