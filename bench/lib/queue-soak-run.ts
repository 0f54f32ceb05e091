import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream, upstreamEnv, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { startApiProcess, type ApiProcess } from '@agency/test-kit/api-process';
import { startRedisServer } from '@agency/test-kit/redis-server';
import { discover } from './soak-requests.js';
import { checkDeliveries, createSubmitter, type Accepted, type DeliveryCheck } from './soak-submissions.js';

// The submissions queue under machine failures: three API instances, each with its own OUTBOX_DIR,
// one queue Redis; the demo panel fails a third of the posts and is down for a while; one instance
// is killed (SIGKILL) and started again at a fixed pace, the queue's Redis is restarted once, and
// at the end one instance is killed for good. Every accepted submission must reach the panel once.

export type QueueSoakOptions = {
  submissions: number;
  seconds: number;
  killEverySeconds: number;
  outageSeconds: number;
  onProgress?: (message: string) => void;
};

export type QueueSoakReport = DeliveryCheck & {
  options: Omit<QueueSoakOptions, 'onProgress'>;
  /** Answers that were not a submission id: a killed instance's cut connections, mostly. */
  notAccepted: Record<string, number>;
  queuedAnswers: number;
  kills: number;
  /** Repeated posts whose copies did not all carry the same Idempotency-Key (must be 0). */
  repeatsWithOtherKeys: number;
  /** From the panel's last fault cleared to the last accepted submission received. */
  drainSeconds: number;
  /** The last batch of the instance killed for good while posting it: received how long after the panel answered again. */
  orphanDeliverySeconds: number | null;
};

const API_MAIN = new URL('../../api/dist-node/main.js', import.meta.url);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Slot = { api: ApiProcess | null; env: Record<string, string>; accepted: Accepted[] };

export async function runQueueSoak(options: QueueSoakOptions): Promise<QueueSoakReport> {
  const progress = options.onProgress ?? (() => undefined);
  const [demo, redis] = await Promise.all([startDemoUpstream(), startRedisServer()]);
  const main = existsSync(API_MAIN) ? API_MAIN.href : new URL('../../api/src/main.ts', import.meta.url).href;
  const slots: Slot[] = [0, 1, 2].map(() => ({
    api: null,
    accepted: [],
    env: {
      ...upstreamEnv(demo),
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'queue-soak-outbox-')),
      QUEUE_REDIS_URL: redis.url,
      QUEUE_LOCK_MS: '5000',
      UPSTREAM_TIMEOUT_MS: '8000',
      UPSTREAM_BREAKER_RESET_MS: '1000',
      RATE_LIMIT_MUTATIONS: '1000000',
      RATE_LIMIT_QUERY_COST: '100000000',
    },
  }));
  const start = async (slot: Slot) => (slot.api = await startApiProcess(slot.env, main));
  try {
    await Promise.all(slots.map(start));
    const { modelIds } = await discover(slots[0]!.api!.url);
    await demo.clearReceived();
    const failing = { errorRate: 1 / 3, paths: ['/api/entry/', '/api/contact'] };
    await demo.setFaults(failing, 'panel');
    return await drive(demo, slots, start, modelIds, options, progress, (keep) => redis.restart(keep));
  } finally {
    await Promise.all(slots.map((slot) => slot.api?.stop() ?? Promise.resolve()));
    await Promise.all([redis.stop(), demo.stop()]);
  }
}

async function drive(
  demo: DemoUpstream,
  slots: Slot[],
  start: (slot: Slot) => Promise<ApiProcess>,
  modelIds: string[],
  options: QueueSoakOptions,
  progress: (message: string) => void,
  restartRedis: (options: { keepData: boolean }) => Promise<void>,
): Promise<QueueSoakReport> {
  const { submissions, seconds, killEverySeconds, outageSeconds } = options;
  const began = Date.now();
  const notAccepted: Record<string, number> = {};
  let queuedAnswers = 0;
  let kills = 0;
  let panelBackAt = 0;
  const chores: Promise<unknown>[] = [];
  // The schedule: kills at a fixed pace, the outage in the second third, Redis restarted at half time.
  const killer = setInterval(() => {
    const slot = slots[kills % slots.length]!;
    if (!slot.api) return;
    const victim = slot.api;
    slot.api = null;
    kills++;
    victim.child.kill('SIGKILL');
    chores.push(start(slot).catch((error: Error) => progress(`restart failed: ${error.message}`)));
  }, killEverySeconds * 1000);
  const outageAt = setTimeout(
    () => {
      progress('panel down');
      void demo.setFaults({ outage: true, paths: ['/api/entry/', '/api/contact'] }, 'panel');
      chores.push(
        sleep(outageSeconds * 1000).then(async () => {
          await demo.setFaults({ errorRate: 1 / 3, paths: ['/api/entry/', '/api/contact'] }, 'panel');
          progress('panel back (failing a third)');
        }),
      );
    },
    (seconds * 1000) / 3,
  );
  const redisAt = setTimeout(
    () => {
      progress('queue Redis restarted');
      chores.push(restartRedis({ keepData: true }));
    },
    (seconds * 1000) / 2,
  );

  const submitters = new Map<string, Awaited<ReturnType<typeof createSubmitter>>>();
  const send = async (slot: Slot, i: number): Promise<void> => {
    const url = slot.api!.url;
    if (!submitters.has(url)) submitters.set(url, await createSubmitter(url, modelIds));
    // A third with photos: getScouted (3) and selective (6) alternate with contact and budget requests.
    const n = 4 * i + (i % 3 === 0 ? (i % 2) * 2 : 1 + (i % 2) * 2);
    return submitters
      .get(url)!
      .submit(n)
      .then(
        ({ accepted, errorCode, verdict }) => {
          if (accepted) {
            slot.accepted.push(accepted);
            if (accepted.status === 'QUEUED') queuedAnswers++;
          } else notAccepted[errorCode ?? verdict] = (notAccepted[errorCode ?? verdict] ?? 0) + 1;
        },
        (error: Error) => void (notAccepted[error.name] = (notAccepted[error.name] ?? 0) + 1),
      );
  };
  const sends: Promise<void>[] = [];
  for (let i = 0; i < submissions; i++) {
    await sleep(Math.max(0, began + (i * seconds * 1000) / submissions - Date.now()));
    const live = slots.filter((slot) => slot.api);
    const slot = live[i % Math.max(1, live.length)];
    if (slot) sends.push(send(slot, i));
  }
  await Promise.all(sends);
  clearInterval(killer);
  clearTimeout(outageAt);
  clearTimeout(redisAt);
  await Promise.allSettled(chores);
  // The last instance is killed for good while it posts: the panel is slow (5 s an entry), so
  // the batch it accepted last answers QUEUED at 3 s with its posts still under way.
  await demo.setFaults({ latencyMs: 5000, paths: ['/api/entry/', '/api/contact'] }, 'panel');
  const orphan = slots.find((slot) => slot.api)!;
  const before = orphan.accepted.length;
  await Promise.all(Array.from({ length: 6 }, (_, j) => send(orphan, submissions + j)));
  const orphaned = orphan.accepted.slice(before);
  orphan.api!.child.kill('SIGKILL');
  orphan.api = null;
  await demo.clearFaults('panel');
  panelBackAt = Date.now();
  progress(`all sent; one instance killed for good holding ${orphaned.length}; panel healthy`);

  const accepted = slots.flatMap((slot) => slot.accepted);
  const markers = (received: Awaited<ReturnType<DemoUpstream['received']>>) =>
    new Set([
      ...received.entries.map((e) => (e.entry === 'favorites' ? e.fields['message'] : e.fields['instagr'])),
      ...(received.contacts as { message?: string }[]).map((c) => c.message),
    ]);
  let orphanDeliverySeconds: number | null = null;
  const deadline = Date.now() + 300_000;
  let received = await demo.received();
  while (Date.now() < deadline) {
    const seen = markers(received);
    if (orphanDeliverySeconds === null && orphaned.every((a) => seen.has(a.marker)))
      orphanDeliverySeconds = (Date.now() - panelBackAt) / 1000;
    if (accepted.every((a) => seen.has(a.marker))) break;
    await sleep(250);
    received = await demo.received();
  }
  const drainSeconds = (Date.now() - panelBackAt) / 1000;
  const keys = new Map<string, Set<string | null>>();
  for (const entry of received.entries) {
    const marker = entry.entry === 'favorites' ? entry.fields['message'] : entry.fields['instagr'];
    keys.set(marker ?? '', (keys.get(marker ?? '') ?? new Set()).add(entry.idempotencyKey));
  }
  const check = checkDeliveries(accepted, received);
  return {
    ...check,
    options: { submissions, seconds, killEverySeconds, outageSeconds },
    notAccepted,
    queuedAnswers,
    kills,
    repeatsWithOtherKeys: check.duplicated.filter((marker) => (keys.get(marker)?.size ?? 1) > 1).length,
    drainSeconds,
    orphanDeliverySeconds,
  };
}
