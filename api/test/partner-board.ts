import { expect } from 'vitest';
import { startDemoUpstream, type CallCounts, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { SearchModelsDocument, type SearchModelsQuery, type SearchModelsQueryVariables } from '@agency/sdk';
import { startHarness, type Harness } from './harness.js';

export type Page = NonNullable<SearchModelsQuery['models']>;
export type Found = Page['nodes'][number];

/**
 * The board partners query in these tests: 1 164 generated names (accents kept) on the demo
 * upstream, the API before it with a cost budget no test reaches, and every model as listed.
 */
export class PartnerBoard {
  private constructor(
    readonly demo: DemoUpstream,
    readonly h: Harness,
    public everyone: Found[] = [],
  ) {}

  static async start(): Promise<PartnerBoard> {
    const demo = await startDemoUpstream({ env: { DEMO_EXTRA_MODELS: '1000' } });
    const h = await startHarness({ demo, env: { RATE_LIMIT_QUERY_COST: '100000000' } });
    const board = new PartnerBoard(demo, h);
    board.everyone = await board.allPages({});
    return board;
  }

  /** One page of SearchModels, measures in English (as the references name them). */
  async search(variables: SearchModelsQueryVariables): Promise<Page> {
    const { data, errors } = await this.h.query(SearchModelsDocument, { locale: 'EN', ...variables });
    expect(errors).toBeUndefined();
    return data!.models!;
  }

  /** Every page of a search, following the cursors. */
  async allPages(variables: Omit<SearchModelsQueryVariables, 'first' | 'after'>): Promise<Found[]> {
    const found: Found[] = [];
    let after: string | null = null;
    do {
      const page = await this.search({ ...variables, first: 100, after });
      found.push(...page.nodes);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return found;
  }

  async stop(): Promise<void> {
    await this.h.stop();
    await this.demo.stop();
  }
}

/**
 * Calls to the back office's services, not counting its storage's files: a listing's cover sizes
 * may still be probed after its answer (past the request's time budget), whichever test runs next.
 */
export function backOfficeCalls(counts: CallCounts): number {
  return Object.entries(counts.counts)
    .filter(([call]) => !call.includes(' /storage/'))
    .reduce((sum, [, calls]) => sum + calls, 0);
}
