import { baselineCheckout } from './baseline-checkout.js';
import { startSiteProcess, type Child } from './processes.js';

export type NamedSite = { name: string; url: string };

/**
 * This build's site, and before it that of `baseline` (a git ref, checked out and built beside)
 * when one is given: the sites a bench takes in turn, run by run. Stop `started` when done.
 */
export async function startSitesBesideBaseline(
  baseline: string | undefined,
): Promise<{ sites: NamedSite[]; started: Child[] }> {
  const started: Child[] = [];
  const sites: NamedSite[] = [];
  if (baseline) {
    const child = await startSiteProcess({}, baselineCheckout(baseline));
    started.push(child);
    sites.push({ name: baseline, url: child.url });
  }
  const current = await startSiteProcess({});
  started.push(current);
  sites.push({ name: 'current', url: current.url });
  return { sites, started };
}
