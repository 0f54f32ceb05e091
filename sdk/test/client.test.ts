import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgencyGraphQLError,
  BadUserInputError,
  BoardDocument,
  ContactDocument,
  CostLimitExceededError,
  ProfileDocument,
  RateLimitedError,
  TypedDocumentString,
  UnauthenticatedError,
  UpstreamUnavailableError,
  ValidationFailedError,
  createAgencyClient,
} from '../src/index.js';
import { newPartnerKey, postRaw, startAgencyApi, type AgencyApi } from './agency-api.js';

// The SDK against the real API and demo upstream: typed results, GET for queries, keys, and the
// typed errors the API really sends.

const acme = newPartnerKey('acme', 100_000);
// Smaller than any query's price: refused on its first request, for an hour.
const tiny = newPartnerKey('tiny', 50);

type Seen = { method: string; url: string; headers: Headers; status: number; responseHeaders: Headers };
/** Real fetch, recording what went on the wire. */
function spyFetch(seen: Seen[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    seen.push({
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : String(input),
      headers: new Headers(init?.headers),
      status: response.status,
      responseHeaders: response.headers,
    });
    return response;
  };
}

let api: AgencyApi;
beforeAll(async () => {
  api = await startAgencyApi({ keys: [acme, tiny] });
});
afterAll(async () => {
  await api?.stop();
});

describe('typed queries', () => {
  it('lists a board and loads a profile, equal to what the API answers', async () => {
    const client = createAgencyClient({ url: api.url });
    const variables = { category: 'FASHION', gender: 'WOMAN', first: 5, locale: 'EN' } as const;
    const board = await client.request(BoardDocument, variables);
    expect(board.models!.nodes.length).toBeGreaterThan(0);
    expect(board).toEqual((await postRaw(api.url, BoardDocument.toString(), variables)).data);

    const id = board.models!.nodes[0]!.id;
    const profile = await client.request(ProfileDocument, { id });
    expect(profile.model?.name).toBe(board.models!.nodes[0]!.name);
    expect(profile.model?.galleries?.book.length).toBeGreaterThan(0);
    expect(profile).toEqual((await postRaw(api.url, ProfileDocument.toString(), { id })).data);
  });

  it('sends queries by GET, so the response cache answers the second one with the same ETag', async () => {
    const seen: Seen[] = [];
    const client = createAgencyClient({ url: api.url, fetch: spyFetch(seen) });
    const first = await client.requestWithErrors(ContactDocument);
    const second = await client.requestWithErrors(ContactDocument);
    expect(second.data).toEqual(first.data);
    expect(first.meta.method).toBe('GET');
    expect(seen.map((call) => call.method)).toEqual(['GET', 'GET']);
    expect(new URL(seen[0]!.url).searchParams.get('operationName')).toBe('Contact');
    const [etag1, etag2] = seen.map((call) => call.responseHeaders.get('etag'));
    expect(etag1).toMatch(/^".+"$/);
    expect(etag2).toBe(etag1);
    expect(seen[1]!.responseHeaders.get('cache-control')).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.meta.cost).toEqual({
      requested: expect.any(Number) as number,
      actual: expect.any(Number) as number,
      limit: 2500,
    });
  });
});

describe('keys', () => {
  it('sends the key as a bearer token and is charged to the partner budget', async () => {
    const seen: Seen[] = [];
    const client = createAgencyClient({ url: api.url, key: acme.key, fetch: spyFetch(seen) });
    const result = await client.requestWithErrors(ContactDocument);
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${acme.key}`);
    // The partner's own hourly budget, not the per-address one: the API knew the key.
    expect(result.meta.rateLimit).toEqual({
      limit: 100_000,
      windowSeconds: 3600,
      remaining: expect.any(Number) as number,
      resetSeconds: expect.any(Number) as number,
    });
    expect(result.meta.rateLimit!.remaining).toBeLessThan(100_000);
  });

  it('throws UnauthenticatedError for a key the agency did not issue', async () => {
    const client = createAgencyClient({ url: api.url, key: 'pk_not-a-key-we-issued' });
    const error = await client.request(ContactDocument).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', data: null, meta: { status: 401 } });
  });

  it('gives up at once with RateLimitedError when the budget resets later than it would wait', async () => {
    const seen: Seen[] = [];
    const client = createAgencyClient({ url: api.url, key: tiny.key, fetch: spyFetch(seen) });
    const error = await client.request(ContactDocument).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    const limited = error as RateLimitedError;
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', attempts: 1, meta: { status: 429 } });
    expect(limited.retryAfterMs).toBeGreaterThan(30_000);
    expect(seen).toHaveLength(1);
  });
});

describe('typed errors', () => {
  it('throws BadUserInputError for an argument out of range, with its range', async () => {
    const client = createAgencyClient({ url: api.url });
    const error = await client
      .request(BoardDocument, { category: 'FASHION', gender: 'WOMAN', first: 1000 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadUserInputError);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'first',
      min: 1,
      max: 100,
      data: null,
      meta: { status: 400 },
    });
  });

  it('throws CostLimitExceededError for an operation over the cost limit', async () => {
    const client = createAgencyClient({ url: api.url });
    const expensive = new TypedDocumentString<unknown, Record<string, never>>(
      'query Expensive { models(category: FASHION, gender: WOMAN, first: 100) { nodes { galleries { initial } } } }',
    );
    const error = await client.request(expensive).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CostLimitExceededError);
    const costly = error as CostLimitExceededError;
    expect(costly.limit).toBe(2500);
    expect(costly.cost).toBeGreaterThan(2500);
  });

  it('throws ValidationFailedError for an invalid document', async () => {
    const client = createAgencyClient({ url: api.url });
    const invalid = new TypedDocumentString<unknown, Record<string, never>>('query Invalid { noSuchField }');
    const error = await client.request(invalid).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationFailedError);
    expect(error).toBeInstanceOf(AgencyGraphQLError);
  });

  // Last: it leaves the integration service's breaker counting failures.
  it('gives partial data: requestWithErrors returns it with the errors, request throws with it', async () => {
    type Partial = {
      models: { nodes: { name: string; galleries: { initial: string | null } | null }[] } | null;
    };
    const document = new TypedDocumentString<Partial, Record<string, never>>(
      'query Partial { models(category: FASHION, gender: MAN, first: 2) { nodes { name galleries { initial } } } }',
    );
    const client = createAgencyClient({ url: api.url });
    await api.demo.setFaults({ errorRate: 1, paths: ['/api/talent/profile'] }, 'integration');
    try {
      const result = await client.requestWithErrors(document);
      expect(result.data.models!.nodes.map((node) => node.galleries)).toEqual([null, null]);
      expect(result.data.models!.nodes.every((node) => node.name.length > 0)).toBe(true);
      expect(result.errors.map((error) => error.extensions?.code)).toEqual([
        'UPSTREAM_UNAVAILABLE',
        'UPSTREAM_UNAVAILABLE',
      ]);
      expect(result.errors[0]!.path).toEqual(['models', 'nodes', 0, 'galleries']);

      const error = await client.request(document).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UpstreamUnavailableError);
      expect((error as UpstreamUnavailableError<Partial>).data?.models?.nodes).toHaveLength(2);
    } finally {
      await api.demo.clearFaults('integration');
    }
  });
});

// Compile-time checks: required variables cannot be left out; none are needed where there are none.
export function typeChecks(client: ReturnType<typeof createAgencyClient>): void {
  // @ts-expect-error category and gender are required
  void client.request(BoardDocument);
  // @ts-expect-error FASHION is a Category, not a Gender
  void client.request(BoardDocument, { category: 'FASHION', gender: 'FASHION' });
  void client.request(ContactDocument);
}
