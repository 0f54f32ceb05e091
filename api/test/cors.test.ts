import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { newPartnerKey, writeKeysFile } from '@agency/test-kit/partner-keys';
import { rawGraphQL } from './raw-graphql.js';

// The CORS headers a browser reads (web/e2e/partner-cors.test.ts shows Chromium acting on them).

const PARTNER_ORIGIN = 'https://app.acme.test';
const SITE_ORIGIN = 'https://widget.example.test';
const key = newPartnerKey();
let h: Harness;
beforeAll(async () => {
  const keysFile = writeKeysFile([
    { name: 'acme', keySha256: key.sha256, origins: [PARTNER_ORIGIN], costPerHour: 5000 },
  ]);
  h = await startHarness({ env: { PARTNER_KEYS_FILE: keysFile, CORS_ORIGINS: SITE_ORIGIN } });
});
afterAll(() => h?.stop());

const preflight = (origin: string) =>
  fetch(`${h.url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
const CONTACT = '{ contact { address } }';

describe('CORS', () => {
  it('answers a preflight from any configured origin with 204 and what may be sent, without credentials', async () => {
    for (const origin of [PARTNER_ORIGIN, SITE_ORIGIN]) {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(
        Object.fromEntries(
          [...answer.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'),
        ),
      ).toEqual({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers':
          'content-type, authorization, apollo-require-preflight, x-apollo-operation-name, x-request-id',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
  });

  it('refuses a preflight from another origin with 403 and no allow headers', async () => {
    const answer = await preflight('https://evil.example.test');
    expect(answer.status).toBe(403);
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('allows a key only from its own origins, exactly, and keyless callers from CORS_ORIGINS', async () => {
    const cases: [Record<string, string>, string | null][] = [
      [{ origin: PARTNER_ORIGIN, authorization: `Bearer ${key.key}` }, PARTNER_ORIGIN],
      [{ origin: SITE_ORIGIN, authorization: `Bearer ${key.key}` }, null],
      [{ origin: SITE_ORIGIN }, SITE_ORIGIN],
      [{ origin: PARTNER_ORIGIN }, null],
      [{ origin: 'https://evil.example.test' }, null],
      // So the partner's page can read why its key was refused.
      [{ origin: PARTNER_ORIGIN, authorization: 'Bearer pk_unknown' }, PARTNER_ORIGIN],
    ];
    for (const method of ['POST', 'GET', 'GET'] as const) {
      for (const [headers, allowed] of cases) {
        const answer = await rawGraphQL(h.url, CONTACT, undefined, { method, headers });
        expect(
          answer.headers.get('access-control-allow-origin'),
          `${method} ${JSON.stringify(headers)}`,
        ).toBe(allowed);
        expect(answer.headers.get('access-control-expose-headers')).toBe(
          allowed && 'ratelimit, ratelimit-policy, retry-after, x-request-id',
        );
        expect(answer.headers.get('vary')).toMatch(/Origin/);
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      }
    }
  });

  it('answers keyless callers from any origin with a wildcard when CORS_ORIGINS is *, never a key', async () => {
    const open = await startHarness({
      demo: h.demo,
      env: {
        PARTNER_KEYS_FILE: writeKeysFile([
          { name: 'acme', keySha256: key.sha256, origins: [PARTNER_ORIGIN], costPerHour: 5000 },
        ]),
        CORS_ORIGINS: '*',
      },
    });
    try {
      const origin = 'https://anyone.example.test';
      const keyless = await rawGraphQL(open.url, CONTACT, undefined, { headers: { origin } });
      expect(keyless.headers.get('access-control-allow-origin')).toBe('*');
      const keyed = await rawGraphQL(open.url, CONTACT, undefined, {
        headers: { origin: PARTNER_ORIGIN, authorization: `Bearer ${key.key}` },
      });
      expect(keyed.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
      const elsewhere = await rawGraphQL(open.url, CONTACT, undefined, {
        headers: { origin, authorization: `Bearer ${key.key}` },
      });
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
      // A preflight names the origin it answers (it cannot know whether a key will follow).
      const answer = await fetch(`${open.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect([answer.status, answer.headers.get('access-control-allow-origin')]).toEqual([204, origin]);
    } finally {
      await open.stop();
    }
  });
});
