import { mkdtempSync, readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStarted } from '@agency/test-kit/all-started';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, waitFor } from './harness.js';
import { GET_SCOUTED, photo, photos, postMultipart, validGetScouted } from '@agency/test-kit/uploads';

// Three API processes share one outbox directory, as behind a load balancer with one volume.
// The panel is down while submissions arrive, one instance is killed (SIGKILL) while it holds a
// claim and an unfinished upload, and the others must deliver every accepted submission once.

const LEASE_MS = 1000;
type Taken = { id: string; from: string };
let demo: DemoUpstream;
let outbox: string;
const apis: ApiProcess[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  demo = await startDemoUpstream();
  outbox = mkdtempSync(join(tmpdir(), 'outbox-multi-'));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(apis.map((api) => api.stop()));
  await demo?.stop();
});

const folder = (name: string) => readdirSync(join(outbox, name)).sort();
/** Owner names are `<host>-<pid>-<random>`, after the `+` in staging/ and sending/ entries. */
const heldBy = (name: string, api: ApiProcess) =>
  folder(name).filter((entry) => entry.split('+')[1]?.includes(`-${api.child.pid}-`));

/** Sends the start of a submission (half of its first photo) and then nothing more, like a visitor on a dying connection. */
async function startStalledUpload(api: ApiProcess): Promise<void> {
  const { port } = new URL(api.url);
  const boundary = 'stalled';
  const operations = JSON.stringify({
    query: GET_SCOUTED,
    variables: { input: validGetScouted, photos: [null, null, null] },
  });
  const head = [
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.photos.0"],"1":["variables.photos.1"],"2":["variables.photos.2"]}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ].join('');
  const jpeg = await photo('jpeg');
  const socket = connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: x\r\napollo-require-preflight: 1\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${head.length + 1_000_000}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(jpeg.subarray(0, jpeg.length >> 1));
}

describe('outbox shared by several instances', () => {
  it('delivers every accepted submission exactly once when an instance dies holding claims', async () => {
    // Each entry post hangs 1.5 s and then fails: claims are held long enough to be caught.
    await demo.setFaults({ outage: true, latencyMs: 1500, paths: ['/api/entry/'] }, 'panel');
    const env = {
      ...demoEnv(demo),
      OUTBOX_DIR: outbox,
      OUTBOX_LEASE_MS: String(LEASE_MS),
      UPSTREAM_BREAKER_RESET_MS: '1000',
      UPSTREAM_TIMEOUT_MS: '5000',
    };
    await allStarted([0, 1, 2].map(() => startApiProcess(env).then((api) => void apis.push(api))));
    const [a, b, c] = apis as [ApiProcess, ApiProcess, ApiProcess];

    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const { body } = await postMultipart(
          apis[i % 3]!.url,
          GET_SCOUTED,
          { input: { ...validGetScouted, email: `visitor${i}@example.com` } },
          await photos(3),
        );
        expect(body.errors).toBeUndefined();
        return body.data!.submitGetScouted as { id: string; status: string };
      }),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array(6).fill('QUEUED'));
    const accepted = answers.map(({ id }) => id);

    await startStalledUpload(c);
    await waitFor(() => heldBy('staging', c).length === 1, 10_000);
    // C claims one of the queued submissions on its next pass (any instance may take any of them).
    await waitFor(() => heldBy('sending', c).length > 0, 20_000);
    const cName = `-${c.child.pid}-`;
    c.child.kill('SIGKILL');
    await new Promise((resolve) => c.child.once('exit', resolve));

    await demo.clearFaults('panel');
    await waitFor(() => accepted.every((id) => folder('delivered').includes(id)), 60_000);
    await waitFor(
      () =>
        folder('staging').length === 0 && folder('sending').length === 0 && folder('pending').length === 0,
      10_000,
    );

    const { entries } = await demo.received();
    expect(entries.map((entry) => entry.idempotencyKey).sort()).toEqual([...accepted].sort());
    for (const entry of entries) expect(entry.files).toHaveLength(3);
    expect(folder('delivered')).toEqual([...accepted].sort());
    expect(folder('trash')).toEqual([]);
    // The survivors took over C's claim and swept its unfinished upload, and say so in their logs.
    type TakeOverLine = { msg: string; requeued?: Taken[]; swept?: Taken[] };
    const logged = [...a.logLines<TakeOverLine>(), ...b.logLines<TakeOverLine>()];
    const requeued = logged.flatMap((line) => line.requeued ?? []);
    const swept = logged.flatMap((line) => line.swept ?? []);
    expect(requeued.length).toBeGreaterThan(0);
    for (const { id, from } of requeued) {
      expect(from).toContain(cName);
      expect(accepted).toContain(id);
    }
    expect(swept).toEqual([expect.objectContaining({ from: expect.stringContaining(cName) as string })]);
    expect(accepted).not.toContain(swept[0]!.id);
    // C's heartbeat is gone; a graceful stop removes the survivors' own.
    expect(folder('instances')).toHaveLength(2);
    await Promise.all([a.stop(), b.stop()]);
    expect(folder('instances')).toEqual([]);
  }, 120_000);
});
