import { fileURLToPath } from 'node:url';
import { startDemoUpstream, type DemoUpstream, upstreamEnv } from '@agency/demo-upstream/launcher';
import { startRedisServer } from '@agency/test-kit/redis-server';
import { waitFor } from '@agency/test-kit/wait-for';
import { startChild, type Child } from './lib/processes.js';
import { closePageAgent, getPage, steadyLoad, type LoadPhase } from './lib/page-load.js';

// The freshness goal (docs/decisions/0022): three site instances on one Redis, an upstream answering in 800 ms, TTL 5 s.
// Steady page load (lists and profiles) at 5 and at 200 requests/s: time to first byte and upstream
// calls per minute; then how long an edit (rename, add, remove) and a purge take to show on all three.
// FRESHNESS_SECONDS sets each load phase (the issue asks for 5 minutes; default 60 on this shared machine),
// FRESHNESS_RATES the request rates (default 5,200).
// The sites run built (web/dist-node, `pnpm build` first), as in production.
// FRESHNESS_SITE_ROOT runs another checkout's site (a worktree of main: the "before" figures) against
// this checkout's demo upstream, so both meet the same upstream and the same edits.

const TTL_SECONDS = 5;
const UPSTREAM_MS = 800;
const ADMIN_TOKEN = 'freshness-bench-admin-token-0123456789abcdef';
const LISTS = ['/en/models/women/fashion', '/en/models/men/fashion', '/modelos/mulheres/comercial'];
/** Few enough that 5 requests/s visits each page well within one TTL (13 pages: every 2.6 s). */
const PROFILE_COUNT = 10;
const RENAMED = 'Aaaa Renomeada Agora';
const ADDED = 'Aaab Nova Modelo';
const PURGED_NAME = 'Aaac Purgada Agora';

export type { LoadPhase };
export type FreshnessResult = {
  site: string;
  ttlSeconds: number;
  upstreamMs: number;
  phases: LoadPhase[];
  /** Milliseconds from the edit until all three instances show it; null when not seen within the wait. */
  editToVisibleMs: { rename: number | null; add: number | null; remove: number | null };
  /** Milliseconds from the purge request until all three show the renamed profile; null: no purge route or not seen. */
  purgeToVisibleMs: number | null;
  purgeStatus: number;
};

async function totalCalls(demo: DemoUpstream): Promise<number> {
  const [integration, panel] = await Promise.all([demo.calls('integration'), demo.calls('panel')]);
  return integration.total + panel.total;
}

/** Polls every instance's page until `shows` holds on all three; ms since `since`, or null after `limitMs`. */
async function visibleEverywhere(
  sites: Child[],
  path: string,
  shows: (html: string) => boolean,
  since: number,
  limitMs = 30_000,
): Promise<number | null> {
  const seen = new Set<number>();
  while (performance.now() - since < limitMs) {
    await Promise.all(
      sites.map(async (site, i) => {
        if (seen.has(i)) return;
        const page = await getPage(site.url + path, true);
        if (page.status === 200 && shows(page.body)) seen.add(i);
      }),
    );
    if (seen.size === sites.length) return Math.round(performance.now() - since);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

const profileHref = (id: number | string) => new RegExp(`href="/en/models/${id}/`);

export async function benchFreshness(
  seconds = Number(process.env.FRESHNESS_SECONDS ?? 60),
  rates = (process.env.FRESHNESS_RATES ?? '5,200').split(',').map(Number),
): Promise<FreshnessResult> {
  const root = new URL(
    process.env.FRESHNESS_SITE_ROOT
      ? `file://${process.env.FRESHNESS_SITE_ROOT.replace(/\/?$/, '/')}`
      : '../',
    import.meta.url,
  );
  const [demo, redis] = await Promise.all([startDemoUpstream(), startRedisServer()]);
  const sites: Child[] = [];
  try {
    const env = {
      NODE_ENV: 'production',
      ...upstreamEnv(demo),
      REDIS_URL: redis.url,
      CACHE_TTL_SECONDS: String(TTL_SECONDS),
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      PORT: '0',
    };
    // Every call of both services takes 800 ms, sign-in included.
    await demo.setFaults({ latencyMs: UPSTREAM_MS });
    for (let i = 0; i < 3; i++) {
      sites.push(
        // Built, as `pnpm start` and the image run it (`pnpm build` first).
        await startChild(
          new URL('web/dist-node/main.js', root).href,
          { ...env, LOG_LEVEL: 'info' },
          /"url":"(http:\/\/localhost:\d+)"/,
          fileURLToPath(new URL('web/', root)),
        ),
      );
    }
    for (const site of sites)
      await waitFor(async () => (await fetch(`${site.url}/readyz`)).status === 200, 60_000);
    const list = (await getPage(sites[0]!.url + LISTS[0], true)).body;
    const ids = [...new Set([...list.matchAll(/href="\/en\/models\/(\d+)\/[^"]+"/g)].map((m) => m[1]!))];
    const profilePaths = [...list.matchAll(/href="(\/en\/models\/\d+\/[^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((p, i, all) => all.indexOf(p) === i)
      .slice(0, PROFILE_COUNT);
    const paths = [...LISTS, ...profilePaths];
    // Every page seen once on every instance before timing anything (the first view of a page is no steady state).
    for (const site of sites) await Promise.all(paths.map((path) => getPage(site.url + path)));

    const phases: LoadPhase[] = [];
    for (const rps of rates) {
      console.error(`  load ${rps} requests/s for ${seconds} s`);
      phases.push(
        await steadyLoad(sites, paths, rps, seconds, {
          resetCalls: () => demo.resetCalls(),
          totalCalls: () => totalCalls(demo),
        }),
      );
    }

    // Edits on the board of LISTS[0]; the names sort first, so the added one is on the first page.
    const [renamedId, removedId] = [Number(ids[1]), Number(ids[2])];
    const renameAt = performance.now();
    await demo.editModel(renamedId, { name: RENAMED });
    const rename = await visibleEverywhere(sites, LISTS[0]!, (html) => html.includes(RENAMED), renameAt);
    const addAt = performance.now();
    const added = await demo.addModel({ name: ADDED, gender: 'woman', categories: [1938] });
    const add = await visibleEverywhere(sites, LISTS[0]!, (html) => profileHref(added).test(html), addAt);
    const removeAt = performance.now();
    await demo.removeModel(removedId);
    const remove = await visibleEverywhere(
      sites,
      LISTS[0]!,
      (html) => !profileHref(removedId).test(html),
      removeAt,
    );

    // A profile renamed, then purged by name on one instance: how long until all three show it.
    const purgedPath = profilePaths[4]!;
    const purgedId = Number(/\/models\/(\d+)\//.exec(purgedPath)![1]);
    await Promise.all(sites.map((site) => getPage(site.url + purgedPath)));
    await demo.editModel(purgedId, { name: PURGED_NAME });
    const purgeAt = performance.now();
    const purge = await fetch(`${sites[0]!.url}/admin/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ models: [String(purgedId)] }),
    });
    await purge.arrayBuffer();
    const purgeToVisibleMs =
      purge.status === 200
        ? await visibleEverywhere(sites, purgedPath, (html) => html.includes(PURGED_NAME), purgeAt, 10_000)
        : null;

    return {
      site: process.env.FRESHNESS_SITE_ROOT ?? 'this checkout',
      ttlSeconds: TTL_SECONDS,
      upstreamMs: UPSTREAM_MS,
      phases,
      editToVisibleMs: { rename, add, remove },
      purgeToVisibleMs,
      purgeStatus: purge.status,
    };
  } finally {
    closePageAgent();
    await Promise.all([...sites.map((site) => site.stop()), demo.stop(), redis.stop()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchFreshness(), null, 2));
