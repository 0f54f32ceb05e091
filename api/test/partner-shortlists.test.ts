import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { ShortlistDocument } from '@agency/sdk';
import type { Harness } from './harness.js';
import { backOfficeCalls, PartnerBoard, type Found } from './partner-board.js';
import { rawGraphQL } from './raw-graphql.js';

// The shortlists partners asked for (modelsByIds), against a board of 1 164 generated names.

let board: PartnerBoard;
let demo: DemoUpstream;
let h: Harness;
let everyone: Found[];

beforeAll(async () => {
  board = await PartnerBoard.start();
  ({ demo, h, everyone } = board);
});
afterAll(() => board?.stop());

describe('modelsByIds', () => {
  it('answers 100 ids in the order asked, null for unknown ones, with a few upstream calls on a cold cache', async () => {
    const ids = everyone
      .filter((_, i) => i % 11 === 0)
      .slice(0, 97)
      .map((m) => m.id);
    const asked = [ids[0]!, '999999990', ...ids.slice(1), 'abc', ids[0]!];
    expect(asked).toHaveLength(100);
    await h.cache.clear();
    await demo.resetCalls();
    const { data, errors } = await h.query(ShortlistDocument, { ids: asked });
    expect(errors).toBeUndefined();
    const answer = data!.modelsByIds;
    expect(answer.map((m) => m?.id ?? null)).toEqual(
      asked.map((id) => (id === '999999990' || id === 'abc' ? null : id)),
    );
    expect(answer[2]!.name).toBe(everyone.find((m) => m.id === ids[1])!.name);
    const [integration, panel] = await Promise.all([demo.calls('integration'), demo.calls('panel')]);
    // Two board lists and one profile look-up (the unknown id), plus a sign-in at most.
    expect(backOfficeCalls(integration) + backOfficeCalls(panel)).toBeLessThanOrEqual(4);
  });

  it('finds a model not on the cached boards (just added) through its profile, and bounds such look-ups', async () => {
    await h.query(ShortlistDocument, { ids: [everyone[0]!.id] }); // the boards are cached from here on
    const added = String(await demo.addModel({ name: 'Yara Recém Chegada', categories: [1938] }));
    const unknown = Array.from({ length: 10 }, (_, i) => String(999_999_900 + i));
    await demo.resetCalls();
    const { data } = await h.query(ShortlistDocument, { ids: [added, ...unknown] });
    expect(data!.modelsByIds[0]?.name).toBe('Yara Recém Chegada');
    expect(data!.modelsByIds.slice(1).every((m) => m === null)).toBe(true);
    // The added model and two unknown ids: three look-ups, however many ids are off the boards.
    expect((await demo.calls('integration')).counts['GET /api/talent/profile']).toBe(3);
    await demo.removeModel(Number(added));
  });

  it('refuses more than 100 ids before calling anything', async () => {
    await demo.resetCalls();
    const answer = await rawGraphQL(h.url, 'query ($ids: [ID!]!) { modelsByIds(ids: $ids) { id } }', {
      ids: Array.from({ length: 101 }, (_, i) => String(i + 1)),
    });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: '`ids` may hold at most 100 items; got 101.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'ids' },
    });
    expect((await demo.calls('integration')).total).toBe(0);
  });

  it('prices 100 ids with galleries above the limit (each would load a profile)', async () => {
    const answer = await rawGraphQL(
      h.url,
      'query ($ids: [ID!]!) { modelsByIds(ids: $ids) { galleries { book { url } } } }',
      { ids: everyone.slice(0, 100).map((m) => m.id) },
    );
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('COST_LIMIT_EXCEEDED');
  });
});
