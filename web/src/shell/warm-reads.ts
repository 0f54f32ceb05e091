import type { ApolloClient } from '@apollo/client';
import type { ScreenQuery } from '../core/route-module';
import { nextTask } from '../core/next-task';

/**
 * Reads the page's queries from the restored cache, one per task, before hydration starts.
 *
 * A screen's first `useQuery` read is the first run of Apollo's cache reader over the page's
 * data: cold code, about 6 ms on a fast machine and 25 ms on a phone, inside React's first
 * hydration slice, which it made a long task. Run once before, in a short task of its own, the
 * same read during hydration took about half as long (a trace of the selective page).
 */
export async function warmScreenReads(client: ApolloClient, queries: readonly ScreenQuery[]): Promise<void> {
  for (const { query, variables } of queries) {
    await nextTask();
    // A query the server did not render (its data failed) is simply not in the cache.
    client.readQuery({ query, variables, returnPartialData: true });
  }
  await nextTask();
}
