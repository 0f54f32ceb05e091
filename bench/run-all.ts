import { benchApiHotPath } from './api-hot-path.js';
import { benchCompCard } from './comp-card.js';
import { bundleSizes } from './bundle-sizes.js';
import { benchForwarding } from './forwarding.js';
import { benchFreshness } from './freshness.js';
import { benchLighthouse } from './lighthouse.js';
import { benchPageTtfb } from './page-ttfb.js';
import { benchPartnerHotPath } from './partner-hot-path.js';
import { benchSoftNavigation } from './soft-navigation.js';
import { benchSsr } from './ssr-throughput.js';
import { benchStreaming } from './streaming.js';
import { benchUpstreamEconomy } from './upstream-economy.js';

// `pnpm bench` (after `pnpm build`): every benchmark in turn, one at a time on this 2-core machine.
// BENCH_ONLY=api,ssr,... picks some; LH_RUNS sets Lighthouse repeats (default 5), BENCH_RUNS the
// soft-navigation visits (default 5).
const only = process.env.BENCH_ONLY?.split(',');
const want = (name: string) => !only || only.includes(name);
const results: Record<string, unknown> = {};
const step = async (name: string, run: () => unknown) => {
  if (!want(name)) return;
  console.error(`— ${name}`);
  results[name] = await run();
  console.error(JSON.stringify(results[name], null, 2));
};
await step('bundles', bundleSizes);
await step('api', () => benchApiHotPath());
await step('partner', () => benchPartnerHotPath());
await step('upstream', () => benchUpstreamEconomy());
await step('ssr', () => benchSsr());
await step('ttfb', () => benchPageTtfb());
await step('streaming', () => benchStreaming());
await step('forwarding', () => benchForwarding());
await step('softnav', () => benchSoftNavigation(Number(process.env.BENCH_RUNS ?? 5)));
await step('freshness', () => benchFreshness());
await step('compcard', () => benchCompCard());
await step('lighthouse', () => benchLighthouse(Number(process.env.LH_RUNS ?? 5)));
console.log(JSON.stringify(results, null, 2));
