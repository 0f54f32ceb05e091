import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { allStarted } from '@agency/test-kit/all-started';
import { BoardDocument } from '@agency/sdk';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, documentText, waitFor } from './harness.js';

// Several API processes sharing one Redis and one demo upstream, as behind a load balancer.

export type Readiness = { status: string; redis: string; upstreams: Record<string, boolean> };

/** Starts `count` instances into `instances` (the caller's array, so its afterAll stops any that started) and waits until all are ready. */
export async function startInstances(
  instances: ApiProcess[],
  count: number,
  demo: DemoUpstream,
  env: Record<string, string>,
): Promise<void> {
  await allStarted(
    Array.from({ length: count }, () =>
      startApiProcess(demoEnv(demo, env)).then((api) => void instances.push(api)),
    ),
  );
  await waitFor(
    async () => (await Promise.all(instances.map(readiness))).every((r) => r.status === 'ready'),
    20_000,
  );
}

export async function readiness(api: ApiProcess): Promise<Readiness & { httpStatus: number }> {
  const response = await fetch(`${api.url}/readyz`);
  return { httpStatus: response.status, ...((await response.json()) as Readiness) };
}

/** Waits until every instance reports Redis in `state`. */
export async function waitForRedis(instances: ApiProcess[], state: 'up' | 'down'): Promise<void> {
  await waitFor(
    async () => (await Promise.all(instances.map(readiness))).every((r) => r.redis === state),
    20_000,
  );
}

export type ModelsAnswer = {
  data?: { models: { totalCount: number; nodes: unknown[] } };
  errors?: unknown[];
};

/** `total` identical models queries at once, spread round-robin over the instances. */
export function burstOfModels(
  instances: ApiProcess[],
  total: number,
  variables: { category: 'FASHION' | 'COMMERCIAL'; gender: 'WOMAN' | 'MAN' },
): Promise<ModelsAnswer[]> {
  return burst<ModelsAnswer>(instances, total, documentText(BoardDocument), variables);
}

export type ProfileAnswer = { data?: { model: { id: string } | null }; errors?: unknown[] };

/** `total` identical profile queries at once, spread round-robin over the instances. */
export function burstOfProfiles(
  instances: ApiProcess[],
  total: number,
  id: string,
): Promise<ProfileAnswer[]> {
  return burst<ProfileAnswer>(instances, total, `query($id: ID!) { model(id: $id) { id } }`, { id });
}

async function burst<T>(
  instances: ApiProcess[],
  total: number,
  query: string,
  variables: unknown,
): Promise<T[]> {
  const body = JSON.stringify({ query, variables });
  return Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const response = await fetch(`${instances[i % instances.length]!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return (await response.json()) as T;
    }),
  );
}

export const talentListCalls = async (demo: DemoUpstream) =>
  (await demo.calls('integration')).counts['POST /api/talents'] ?? 0;
export const profileCalls = async (demo: DemoUpstream) =>
  (await demo.calls('integration')).counts['GET /api/talent/profile'] ?? 0;

const CONTACT = `mutation Contact($input: ContactInput!) { submitContact(input: $input) { id } }`;

/** One contact form sent as `address` (X-Forwarded-For, trusted in these tests). */
export async function contact(
  api: ApiProcess,
  address: string,
): Promise<{ status: number; retryAfter: string | null; code?: unknown }> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      query: CONTACT,
      variables: {
        input: { name: 'Ana', email: 'ana@example.com', phone: '+55 71 99999-0000', message: 'Olá' },
      },
    }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: unknown } }[] };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    code: body.errors?.[0]?.extensions?.code,
  };
}
