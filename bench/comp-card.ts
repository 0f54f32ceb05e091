import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import { startApi } from './lib/processes.js';
import { median, percentile, round } from './lib/stats.js';

// The comp card's goals: at most 1.5 MB, the first card of a model at most 2 s with the demo
// upstream, a kept card at most 50 ms, and a purge showing in the next card. Against the API run
// from its sources (COMP_CARD_BUILT=1: the built one, `pnpm build` first) and the demo upstream.
// COMP_CARD_MODELS models (default 6) in each language: their first card (nothing of the model
// cached: profile, photos and drawing), then COMP_CARD_HITS (default 50) kept answers each.
// COMP_CARD_OUT writes one card per language there (to render with pdftoppm and look at).

const ADMIN_TOKEN = 'comp-card-bench-admin-token-0123456789abcdef';
const LOCALES = ['pt', 'en', 'es'] as const;
const MODELS = Number(process.env['COMP_CARD_MODELS'] ?? 6);
const HITS = Number(process.env['COMP_CARD_HITS'] ?? 50);

export type CompCardResult = {
  models: number;
  firstMs: { p50: number; max: number };
  keptMs: { p50: number; p99: number; max: number };
  bytes: { min: number; median: number; max: number };
  purgeToNewCardMs: number;
  /** First cards answered 503 and asked again (their times are the successful attempt's). */
  refused: number;
  loadAverage: number[];
};

/** Cards answered 503 (the build ran out of time on a loaded machine), asked again after Retry-After. */
let refused = 0;

async function timed(url: string, headers: Record<string, string> = {}) {
  for (;;) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status === 503 && refused < 20) {
      refused++;
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000));
      continue;
    }
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.toString()}`);
    return { ms, body, etag: response.headers.get('etag') };
  }
}

export async function benchCompCard(): Promise<CompCardResult> {
  const demo = await startDemoUpstream();
  const api = await startApi(
    demoEnv(demo, {
      ADMIN_TOKEN,
      PUBLIC_ORIGIN: 'https://models.example',
      // Every request of the bench comes from one address: the downloads limit would refuse the kept ones.
      RATE_LIMIT_DOWNLOADS: '100000',
    }),
    {
      built: process.env['COMP_CARD_BUILT'] === '1',
    },
  );
  try {
    const list = (await (
      await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ models(category: FASHION, first: 100) { nodes { id } } }' }),
      })
    ).json()) as { data: { models: { nodes: { id: string }[] } } };
    // Spread over the board, so the models are not all the first ones the warm start touched.
    const nodes = list.data.models.nodes;
    const ids = Array.from({ length: MODELS }, (_, i) => nodes[Math.floor((i * nodes.length) / MODELS)]!.id);
    const first: number[] = [];
    const kept: number[] = [];
    const sizes: number[] = [];
    const out = process.env['COMP_CARD_OUT'];
    if (out) mkdirSync(out, { recursive: true });
    for (const id of ids)
      for (const locale of LOCALES) {
        const url = `${api.url}/downloads/comp-card/${id}-${locale}.pdf`;
        const made = await timed(url);
        first.push(made.ms);
        sizes.push(made.body.length);
        if (out && id === ids[0]) writeFileSync(join(out, `comp-card-${id}-${locale}.pdf`), made.body);
        for (let i = 0; i < HITS; i++) kept.push((await timed(url)).ms);
      }
    // An edit and a purge: the next card carries the new name.
    const url = `${api.url}/downloads/comp-card/${ids[0]}-pt.pdf`;
    const before = await timed(url);
    await demo.editModel(Number(ids[0]), { name: 'Nome Novo Depois da Edição' });
    const purgedAt = performance.now();
    const purge = await fetch(`${api.url}/admin/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ models: [ids[0]] }),
    });
    if (purge.status !== 200) throw new Error(`purge answered ${purge.status}`);
    const after = await timed(url);
    if (after.etag === before.etag) throw new Error('the purge did not make a new card');
    const purgeToNewCardMs = performance.now() - purgedAt;
    const sortedKept = [...kept].sort((a, b) => a - b);
    const sortedFirst = [...first].sort((a, b) => a - b);
    return {
      models: ids.length,
      firstMs: { p50: round(median(first), 0), max: round(sortedFirst.at(-1)!, 0) },
      keptMs: {
        p50: round(median(kept), 1),
        p99: round(percentile(sortedKept, 0.99), 1),
        max: round(sortedKept.at(-1)!, 1),
      },
      bytes: { min: Math.min(...sizes), median: median(sizes), max: Math.max(...sizes) },
      purgeToNewCardMs: round(purgeToNewCardMs, 0),
      refused,
      loadAverage: loadavg().map((load) => round(load, 1)),
    };
  } finally {
    await api.stop();
    await demo.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(JSON.stringify(await benchCompCard(), null, 2));
