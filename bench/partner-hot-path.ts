import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import { newPartnerKey, writeKeysFile } from '@agency/test-kit/partner-keys';
import { MODEL_LIST_PATH, PREFLIGHT } from './api-hot-path.js';
import { loadTest } from './lib/load.js';
import { startApi, startBare, type Child } from './lib/processes.js';
import { median, round } from './lib/stats.js';

// What partner keys and CORS add to the cached hot path (step 9's target: under 3 %), two ways
// in one run:
// (1) the same API answers the same cached GET to a visitor's browser on our origin (no key, no
//     Origin) and to a partner's page (Bearer key, its Origin, CORS headers back), interleaved,
//     measured by the API process's CPU time per request (which the load generator's share of the
//     2 cores does not blur) and by requests per second. A partner's request and answer are longer
//     (key, Origin, CORS headers); that alone costs the kernel and Node's HTTP code time in any
//     server, so a bare node:http server answering each side's exact bytes to the same requests is
//     measured alongside, and only the API's difference beyond the bare server's is ours.
// (2) the caller lookup and CORS choice alone, in nanoseconds (api/bench/caller-lookup.ts), set
//     against a visitor hit's CPU time.

const PARTNER_ORIGIN = 'https://partner.example';
const LOOKUP_BENCH = fileURLToPath(new URL('../api/bench/caller-lookup.ts', import.meta.url));

type Run = { rps: number; cpuMicrosecondsPerRequest: number };
type SideName = 'visitor' | 'partner';
type Server = 'api' | 'bare';

/** Loads `url` and reads what the server's process spent on it. */
async function measure(
  server: Child,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Run> {
  const before = server.cpuMs();
  const load = await loadTest(url, { seconds, headers });
  if (load.non2xx || load.errors)
    throw new Error(`${url}: ${load.non2xx} non-2xx answers, ${load.errors} errors`);
  return {
    rps: load.rps,
    cpuMicrosecondsPerRequest: ((server.cpuMs() - before) * 1000) / (load.rps * seconds),
  };
}

/** The API's answer to `headers`, written to a file with its headers for a bare server to repeat. */
async function warm(
  url: string,
  headers: Record<string, string>,
  name: SideName,
): Promise<{ bodyFile: string; answerHeaders: Record<string, string> }> {
  const answer = await fetch(url, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200 || body.includes('"errors"'))
    throw new Error(`${name} warm-up failed: ${answer.status} ${body.toString()}`);
  if (name === 'partner' && answer.headers.get('access-control-allow-origin') !== PARTNER_ORIGIN)
    throw new Error('the partner’s answer has no CORS headers');
  const answerHeaders: Record<string, string> = {};
  for (const [header, value] of answer.headers)
    if (!['date', 'connection', 'keep-alive', 'content-length'].includes(header))
      answerHeaders[header] = value;
  const bodyFile = join(tmpdir(), `bench-partner-${name}-${process.pid}.json`);
  writeFileSync(bodyFile, body);
  return { bodyFile, answerHeaders };
}

export async function benchPartnerHotPath(repeats = 5, seconds = 5) {
  const { key, sha256 } = newPartnerKey();
  const keysFile = writeKeysFile([
    { name: 'bench', keySha256: sha256, origins: [PARTNER_ORIGIN], costPerHour: 1e12 },
  ]);
  const demo = await startDemoUpstream();
  // Budgets no run spends: every hit is charged (that work is measured), none refused.
  const api = await startApi(
    demoEnv(demo, {
      PARTNER_KEYS_FILE: keysFile,
      CORS_ORIGINS: 'https://friend.example',
      RATE_LIMIT_QUERY_COST: '1000000000000',
    }),
  );
  const sides: Record<SideName, Record<string, string>> = {
    visitor: PREFLIGHT,
    partner: { ...PREFLIGHT, authorization: `Bearer ${key}`, origin: PARTNER_ORIGIN },
  };
  const bares: Partial<Record<SideName, Child>> = {};
  try {
    for (const name of ['visitor', 'partner'] as const) {
      const { bodyFile, answerHeaders } = await warm(api.url + MODEL_LIST_PATH, sides[name], name);
      bares[name] = await startBare(bodyFile, answerHeaders);
    }
    const servers = { api: () => api, bare: (name: SideName) => bares[name]! };
    const urlOf = (server: Server, name: SideName) => servers[server](name).url + MODEL_LIST_PATH;
    // A short unmeasured run of each, so all are past JIT warm-up before the measured ones.
    for (const server of ['api', 'bare'] as const)
      for (const name of ['visitor', 'partner'] as const)
        await loadTest(urlOf(server, name), { seconds: 2, headers: sides[name] });
    const runs: Record<Server, Record<SideName, Run[]>> = {
      api: { visitor: [], partner: [] },
      bare: { visitor: [], partner: [] },
    };
    for (let i = 0; i < repeats; i++) {
      // The order alternates, so a drift in the machine's load falls on both sides alike.
      for (const name of (i % 2 ? ['partner', 'visitor'] : ['visitor', 'partner']) as SideName[]) {
        for (const server of ['api', 'bare'] as const)
          runs[server][name].push(
            await measure(servers[server](name), urlOf(server, name), sides[name], seconds),
          );
      }
    }
    const lookupNs = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', LOOKUP_BENCH], { encoding: 'utf8' }),
    ) as { visitor: number; partner: number };
    const cpu = (server: Server, name: SideName) =>
      median(runs[server][name].map((run) => run.cpuMicrosecondsPerRequest));
    const rps = (server: Server, name: SideName) =>
      Math.round(median(runs[server][name].map((run) => run.rps)));
    const percent = (share: number) => `${round(share * 100, 1)} %`;
    const visitorCpu = cpu('api', 'visitor');
    // Extra CPU per partner hit in the API beyond what the same longer request and answer cost a bare server.
    const ours =
      cpu('api', 'partner') - cpu('api', 'visitor') - (cpu('bare', 'partner') - cpu('bare', 'visitor'));
    return {
      cpuMicrosecondsPerRequest: {
        api: { visitor: round(visitorCpu), partner: round(cpu('api', 'partner')) },
        bare: { visitor: round(cpu('bare', 'visitor')), partner: round(cpu('bare', 'partner')) },
      },
      rps: {
        api: { visitor: rps('api', 'visitor'), partner: rps('api', 'partner') },
        bare: { visitor: rps('bare', 'visitor'), partner: rps('bare', 'partner') },
      },
      /** API partner/visitor over bare partner/visitor, requests per second, median of the pairs. */
      rpsRatioBeyondBare: round(
        median(
          runs.api.partner.map(
            (run, i) =>
              run.rps / runs.api.visitor[i]!.rps / (runs.bare.partner[i]!.rps / runs.bare.visitor[i]!.rps),
          ),
        ),
        3,
      ),
      /** What a partner hit costs the API beyond a visitor hit and beyond the longer bytes, as a share of a visitor hit. */
      keyAndCorsCpuShare: percent(ours / visitorCpu),
      lookupNs,
      /** The partner's key lookup and CORS choice alone as a share of a visitor hit's CPU time. */
      lookupShare: percent(lookupNs.partner / (visitorCpu * 1000)),
      runs,
    };
  } finally {
    for (const bare of Object.values(bares)) await bare.stop();
    await api.stop();
    await demo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    JSON.stringify(
      await benchPartnerHotPath(
        Number(process.env.BENCH_REPEATS ?? 5),
        Number(process.env.BENCH_SECONDS ?? 5),
      ),
      null,
      2,
    ),
  );
}
