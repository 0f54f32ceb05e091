import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Site } from '../server/main';
import { allStarted } from '@agency/test-kit/all-started';
import { launchBrowser, startTestSite } from './fixtures';

/** One site (as the README starts it) and one Chromium per test file. */
export function useSite(env: Record<string, string> = {}): { site: () => Site; browser: () => Browser } {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Each assigned as it starts, so afterAll closes whichever did when the other failed.
    await allStarted([
      startTestSite(env).then((s) => (site = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  return { site: () => site!, browser: () => browser! };
}

/** What the API says, for comparing pages with the data they should show. */
export async function graphql<T>(
  site: Site,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${site.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}
