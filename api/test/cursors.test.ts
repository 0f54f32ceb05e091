import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { startHarness, type Harness } from './harness.js';
import { BoardDocument } from '@agency/sdk';

// Keyset cursors: bound to the board, gender and letter they came from, and exact when the board
// changes upstream between two pages.

let demo: DemoUpstream;
let h: Harness;
beforeAll(async () => {
  demo = await startDemoUpstream({ env: { DEMO_EXTRA_MODELS: '1000' } });
  h = await startHarness({ demo, env: { RATE_LIMIT_QUERY_COST: '100000000' } });
});
afterAll(async () => {
  await h?.stop();
  await demo?.stop();
});

type Page = {
  nodes: { id: string; name: string }[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
};
async function page(variables: object): Promise<Page> {
  const { data, errors } = await h.query(BoardDocument, variables as never);
  expect(errors).toBeUndefined();
  return data!.models!;
}

describe('cursors', () => {
  it('refuses a cursor from the women’s fashion board on the men’s comercial board, and on another letter', async () => {
    const first = await page({ category: 'FASHION', gender: 'WOMAN', first: 5 });
    for (const other of [
      { category: 'COMMERCIAL', gender: 'MAN' },
      { category: 'FASHION', gender: 'MAN' },
      { category: 'COMMERCIAL', gender: 'WOMAN' },
      { category: 'FASHION', gender: 'WOMAN', letter: 'B' },
    ] as const) {
      const { data, errors } = await h.query(BoardDocument, {
        ...other,
        first: 5,
        after: first.pageInfo.endCursor,
      });
      expect(data?.models ?? null).toBeNull();
      expect(errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
      expect(errors![0]!.message).toMatch(/cursor of another list/);
    }
    const forged = await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN', after: 'bzoyMA' });
    expect(forged.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
  });

  it('pages exactly when models are added and removed upstream between two pages', async () => {
    const args = { category: 'COMMERCIAL', gender: 'WOMAN', first: 100 } as const;
    const first = await page(args);
    expect(first.pageInfo.hasNextPage).toBe(true);
    // One model already seen leaves, one arrives before the cursor, one after it.
    const seen = first.nodes[10]!;
    await demo.removeModel(Number(seen.id));
    const before = await demo.addModel({ name: 'Aaaa Primeira', gender: 'woman', categories: [1939] });
    const after = await demo.addModel({ name: 'Zzzz Última', gender: 'woman', categories: [1939] });
    await h.cache.clear();

    const rest: Page['nodes'] = [];
    let cursor = first.pageInfo.endCursor;
    for (let more = true; more;) {
      const next = await page({ ...args, after: cursor });
      rest.push(...next.nodes);
      cursor = next.pageInfo.endCursor;
      more = next.pageInfo.hasNextPage;
    }
    const ids = [...first.nodes, ...rest].map((node) => node.id);
    // Nobody twice, nobody skipped: everyone now on the board is either on the first page or later,
    // except the newcomer sorted before the cursor (the visitor has scrolled past its place).
    expect(new Set(ids).size).toBe(ids.length);
    const now = await h.query(BoardDocument, { ...args, first: 1 });
    expect(rest.map((node) => node.id)).toContain(String(after));
    expect(rest.map((node) => node.id)).not.toContain(String(before));
    expect(ids).toHaveLength(now.data!.models!.totalCount);
  });
});
