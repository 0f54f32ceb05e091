import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_ENV_VARS, SECRET_VARS } from '@agency/api';
import { FRONT_ENV_VARS } from './front-config.js';
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
const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const demoEnv = readFileSync(new URL('../../deploy/demo.env', import.meta.url), 'utf8');
const service = (name: string) => compose.services[name]!;

describe('docker-compose.yml', () => {
  it('runs the cache and queue Redis, the web and the API, each with a health check, and the demo upstream only in the demo profile', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'demo-upstream',
      'queue-redis',
      'redis',
      'web',
    ]);
    for (const name of Object.keys(compose.services))
      expect(service(name).healthcheck?.test.length, name).toBeGreaterThan(0);
    expect(service('demo-upstream').profiles).toEqual(['demo']);
    for (const name of ['redis', 'queue-redis', 'web', 'api'])
      expect(service(name).profiles, name).toBeUndefined();
    expect(service('web').command).toEqual(['pnpm', '--filter', '@agency/web', 'start']);
    expect(service('api').command).toEqual(['pnpm', '--filter', '@agency/api', 'start']);
  });

  it('gives the web the site’s variables and the API’s address, none of the upstreams’ or their secrets', () => {
    const web = service('web').environment!;
    // NODE_ENV: React's production build for server rendering.
    expect(Object.keys(web).sort()).toEqual([...SITE_ENV_VARS, ...FRONT_ENV_VARS, 'NODE_ENV'].sort());
    expect(web.API_URL).toBe('http://api:4000');
    // The two tokens guard web's own /metrics and mark its renders to the api; no upstream secret.
    expect(
      SECRET_VARS.filter((name) => name !== 'METRICS_TOKEN' && name !== 'SITE_RENDER_TOKEN' && name in web),
    ).toEqual([]);
    expect(service('web').volumes).toBeUndefined();
  });

  it('passes every variable the API reads to it, Redis included, and trusts the X-Forwarded-For web sets', () => {
    // The standalone API reads its port as API_PORT.
    expect([...API_ENV_VARS, 'API_PORT'].filter((name) => !(name in service('api').environment!))).toEqual(
      [],
    );
    expect(service('api').environment!.REDIS_URL).toContain('redis://redis:6379');
    expect(service('api').environment!.TRUST_PROXY).toBe('true');
  });

  it('starts the API once Redis is healthy (and the demo upstream, when it is there), and the web once the API is', () => {
    expect(service('api').depends_on!.redis).toEqual({ condition: 'service_healthy' });
    expect(service('api').depends_on!['queue-redis']).toEqual({ condition: 'service_healthy' });
    expect(service('api').depends_on!['demo-upstream']).toEqual({
      condition: 'service_healthy',
      required: false,
    });
    expect(service('web').depends_on).toEqual({ api: { condition: 'service_healthy' } });
  });

  it('gives every API instance the queue Redis, run as BullMQ asks and kept on a volume, and an outbox of its own', () => {
    expect(service('api').environment!.QUEUE_REDIS_URL).toContain('redis://queue-redis:6379');
    const command = service('queue-redis').command!.join(' ');
    expect(command).toContain('--maxmemory-policy noeviction');
    expect(command).toContain('--appendonly yes');
    expect(service('queue-redis').volumes).toContain('queue-redis:/data');
    expect(Object.keys(compose.volumes)).toContain('queue-redis');
    // An anonymous volume: one per container, never shared by the instances.
    expect(service('api').environment!.OUTBOX_DIR).toBe('/data/outbox');
    expect(service('api').volumes).toContain('/data/outbox');
  });

  it('has a demo env file that points the API at the demo upstream service with its own credentials', () => {
    const vars = Object.fromEntries(
      demoEnv
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    expect(vars.PANEL_URL).toBe(service('demo-upstream').environment!.DEMO_PUBLIC_PANEL_URL);
    expect(vars.INTEGRATION_URL).toBe(service('demo-upstream').environment!.DEMO_PUBLIC_INTEGRATION_URL);
    expect(vars.DOWNLOAD_SECRET!.length).toBeGreaterThanOrEqual(32);
    // The demo's credentials follow the same variables, so the two always match.
    expect(service('demo-upstream').environment!.DEMO_PANEL_SALT).toBe('${PANEL_SALT:-demo-panel-salt}');
  });
});
