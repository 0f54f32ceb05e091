import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// Small limits so the test reaches them quickly; X-Forwarded-For (trusted here) plays the clients.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    env: {
      RATE_LIMIT_MUTATIONS: '3',
      RATE_LIMIT_DOWNLOADS: '2',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      TRUST_PROXY: 'true',
    },
  });
});
afterAll(async () => {
  await h?.stop();
});

const CONTACT = `mutation Contact($input: ContactInput!) { submitContact(input: $input) { id status } }`;
const input = { name: 'Ana', email: 'ana@example.com', phone: '+55 71 99999-0000', message: 'Olá' };

async function contact(address: string) {
  const response = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: CONTACT, variables: { input } }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

describe('rate limits per client address', () => {
  it('answers RATE_LIMITED with a retry-after once an address used its mutations, and sends nothing on', async () => {
    await h.demo.clearReceived();
    for (let i = 0; i < 3; i++) expect((await contact('203.0.113.7')).body.errors).toBeUndefined();
    const limited = await contact('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.body.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.body.errors![0]!.extensions!.retryAfterSeconds).toBe(Number(limited.retryAfter));
    expect(limited.body.data ?? null).toBeNull();
    expect((await h.demo.received()).contacts).toHaveLength(3);
    // Another address has its own allowance.
    expect((await contact('198.51.100.20')).body.errors).toBeUndefined();
  });

  it('counts every root field of one mutation (aliases cannot multiply the allowance)', async () => {
    const aliased = `mutation { a: submitContact(input: { name: "A", email: "a@example.com", phone: "1", message: "m" }) { id } b: submitContact(input: { name: "B", email: "b@example.com", phone: "1", message: "m" }) { id } }`;
    const send = () =>
      fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.44' },
        body: JSON.stringify({ query: aliased }),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it('limits GET /downloads/* with a 429 and Retry-After', async () => {
    const get = () =>
      fetch(`${h.url}/downloads/gallery/1/book?exp=1&sig=x`, {
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
    expect((await get()).status).toBe(403);
    expect((await get()).status).toBe(403);
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(/Too many requests/);
  });
});
