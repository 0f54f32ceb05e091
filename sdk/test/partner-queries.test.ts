import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument, SearchModelsDocument, ShortlistDocument, createAgencyClient } from '../src/index.js';
import { startAgencyApi, type AgencyApi } from './agency-api.js';

// The shortlist and search operations through the SDK, against the real API and demo upstream.

let api: AgencyApi;
beforeAll(async () => {
  api = await startAgencyApi({ keys: [] });
});
afterAll(async () => {
  await api?.stop();
});

describe('partner operations', () => {
  it('loads a shortlist in the order asked, null for an unknown id, covers resized on the API', async () => {
    const client = createAgencyClient({ url: api.url });
    const board = await client.request(BoardDocument, { category: 'COMMERCIAL', gender: 'MAN', first: 3 });
    const ids = board.models!.nodes.map((model) => model.id).reverse();
    const { modelsByIds } = await client.request(ShortlistDocument, {
      ids: [...ids, '999999999'],
      width: 300,
    });
    expect(modelsByIds.map((model) => model?.id ?? null)).toEqual([...ids, null]);
    expect(modelsByIds[0]!.cover!.url).toMatch(/\/img\/360\?src=/);
    expect(modelsByIds[0]!.cover!.width).toBeGreaterThan(0);
  });

  it('finds models by a word of the name, accents ignored, across both boards', async () => {
    const client = createAgencyClient({ url: api.url });
    const found = await client.request(SearchModelsDocument, { search: 'JOAO', first: 50 });
    expect(found.models!.totalCount).toBeGreaterThan(0);
    expect(found.models!.nodes.every((model) => /\bJoão\b/.test(model.name))).toBe(true);
  });
});
