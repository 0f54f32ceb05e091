import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_ENV_VARS } from '@agency/api/config';
import { SITE_ENV_VARS } from './site-config';

type DependsOn = Record<string, { condition: string; required?: boolean }>;
type Service = {
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  profiles?: string[];
  volumes?: string[];
  depends_on?: DependsOn;
  command?: string[];
};
// Compose resolves YAML merge keys (`<<: *anchor`); so must the test.
const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const demoEnv = readFileSync(new URL('../../deploy/demo.env', import.meta.url), 'utf8');
const service = (name: string) => compose.services[name]!;

describe('docker-compose.yml', () => {
  it('runs redis, the web and the API, each with a health check, and the demo upstream only in the demo profile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'demo-upstream', 'redis', 'web']);
    for (const name of Object.keys(compose.services)) expect(service(name).healthcheck?.test.length, name).toBeGreaterThan(0);
    expect(service('demo-upstream').profiles).toEqual(['demo']);
    for (const name of ['redis', 'web', 'api']) expect(service(name).profiles, name).toBeUndefined();
    expect(service('web').command).toEqual(['pnpm', '--filter', '@agency/web', 'start']);
    expect(service('api').command).toEqual(['pnpm', '--filter', '@agency/api', 'start']);
  });

  it('passes every variable the code reads to the web and the API, Redis included', () => {
    const missing = (name: string, vars: string[]) => vars.filter((v) => !Object.keys(service(name).environment ?? {}).includes(v));
    expect(missing('web', [...API_ENV_VARS, ...SITE_ENV_VARS])).toEqual([]);
    // The standalone API reads its port as API_PORT.
    expect(missing('api', [...API_ENV_VARS, 'API_PORT'])).toEqual([]);
    expect(service('web').environment!.REDIS_URL).toContain('redis://redis:6379');
  });

  it('starts web and API once Redis is healthy, and waits for the demo upstream only when it is there', () => {
    for (const name of ['web', 'api']) {
      expect(service(name).depends_on!.redis).toEqual({ condition: 'service_healthy' });
      expect(service(name).depends_on!['demo-upstream']).toEqual({ condition: 'service_healthy', required: false });
    }
  });

  it('keeps the outbox on one volume shared by every instance, outliving the containers', () => {
    for (const name of ['web', 'api']) {
      expect(service(name).environment!.OUTBOX_DIR).toBe('/data/outbox');
      expect(service(name).volumes).toContain('outbox:/data/outbox');
    }
    expect(Object.keys(compose.volumes)).toContain('outbox');
  });

  it('has a demo env file that points the API at the demo upstream service with its own credentials', () => {
    const vars = Object.fromEntries(demoEnv.split('\n').filter((l) => /^[A-Z_]+=/.test(l)).map((l) => l.split(/=(.*)/s).slice(0, 2)));
    expect(vars.PANEL_URL).toBe(service('demo-upstream').environment!.DEMO_PUBLIC_PANEL_URL);
    expect(vars.INTEGRATION_URL).toBe(service('demo-upstream').environment!.DEMO_PUBLIC_INTEGRATION_URL);
    expect(vars.DOWNLOAD_SECRET!.length).toBeGreaterThanOrEqual(32);
    // The demo's credentials follow the same variables, so the two always match.
    expect(service('demo-upstream').environment!.DEMO_PANEL_SALT).toBe('${PANEL_SALT:-demo-panel-salt}');
  });
});
