import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutboxStore } from './outbox-store.js';

const LEASE_MS = 1000;

async function instances(count: number): Promise<OutboxStore[]> {
  const root = mkdtempSync(join(tmpdir(), 'outbox-store-'));
  const stores = Array.from(
    { length: count },
    (_, i) => new OutboxStore(root, { instance: `host-${i}-${i}-abcd`, leaseMs: LEASE_MS }),
  );
  for (const store of stores) await store.init();
  return stores;
}

async function accepted(store: OutboxStore): Promise<string> {
  const { id } = await store.stage();
  await store.commit(id, 'contact', {
    type: 'json',
    path: 'api/contact/pt',
    json: { name: 'A', email: 'a@b.co', phone: '1', message: 'x' },
  });
  return id;
}

/** What a crash or a long pause looks like to the others: the heartbeat stops being refreshed. */
function silence(store: OutboxStore): void {
  const past = new Date(Date.now() - 2 * LEASE_MS);
  utimesSync(join(store.root, 'instances', store.instance), past, past);
}

const folder = (store: OutboxStore, name: string) => readdirSync(join(store.root, name)).sort();

describe('outbox store shared by several instances', () => {
  it('gives each pending submission to exactly one of two instances racing to claim it', async () => {
    const [a, b] = await instances(2);
    const ids = await Promise.all(Array.from({ length: 40 }, () => accepted(b!)));
    const race = await Promise.all(
      ids.map(async (id) => ({ id, won: await Promise.all([a!.claim(id), b!.claim(id)]) })),
    );

    for (const { won } of race) expect(won.filter(Boolean)).toHaveLength(1);
    // Each claim is held under its winner's name, and nothing is left pending.
    const held = Object.fromEntries(folder(a!, 'sending').map((name) => name.split('+') as [string, string]));
    for (const { id, won } of race) expect(held[id]).toBe(won[0] ? a!.instance : b!.instance);
    expect(Object.keys(held)).toHaveLength(ids.length);
    expect(folder(a!, 'pending')).toEqual([]);
    // Already claimed: a second race finds nothing left to win.
    expect((await Promise.all(ids.map((id) => a!.claim(id)))).filter(Boolean)).toEqual([]);
  });

  it('leaves the claims and uploads of a live instance alone', async () => {
    const [a, b] = await instances(2);
    const sent = await accepted(a!);
    await a!.claim(sent);
    const { id: uploading } = await a!.stage();

    expect(await b!.takeOver()).toEqual({ requeued: [], swept: [] });
    expect(folder(a!, 'sending')).toEqual([`${sent}+${a!.instance}`]);
    expect(folder(a!, 'staging')).toEqual([`${uploading}+${a!.instance}`]);
  });

  it('takes over a dead instance: its claims back to pending, its unfinished uploads removed, its heartbeat gone', async () => {
    const [a, b] = await instances(2);
    const sent = await accepted(a!);
    await a!.claim(sent);
    const { id: uploading } = await a!.stage();
    silence(a!);

    expect(await b!.takeOver()).toEqual({
      requeued: [{ id: sent, from: a!.instance }],
      swept: [{ id: uploading, from: a!.instance }],
    });
    expect(folder(b!, 'pending')).toEqual([sent]);
    expect(folder(b!, 'sending')).toEqual([]);
    expect(folder(b!, 'staging')).toEqual([]);
    expect(folder(b!, 'trash')).toEqual([]);
    expect(folder(b!, 'instances')).toEqual([b!.instance]);
    // The record came back intact, ready for the next attempt.
    expect((await b!.read('pending', sent)).id).toBe(sent);
  });

  it('lets each entry of a dead instance be taken over by one of the instances doing it at once', async () => {
    const [dead, b, c] = await instances(3);
    const ids = await Promise.all(Array.from({ length: 20 }, () => accepted(dead!)));
    for (const id of ids) await dead!.claim(id);
    silence(dead!);

    const [byB, byC] = await Promise.all([b!.takeOver(), c!.takeOver()]);
    const taken = [...byB.requeued, ...byC.requeued].map(({ id }) => id);
    expect(taken.sort()).toEqual([...ids].sort());
    expect(folder(b!, 'pending')).toEqual([...ids].sort());
  });

  it('tells an instance whose claim was taken over that it lost it', async () => {
    const [a, b] = await instances(2);
    const retried = await accepted(a!);
    const refused = await accepted(a!);
    await a!.claim(retried);
    await a!.claim(refused);
    silence(a!);
    await b!.takeOver();
    expect(await b!.claim(retried)).toBe(true);
    expect(await b!.claim(refused)).toBe(true);

    expect(await a!.release(retried, { attempts: 1, nextAttemptAt: 0 })).toBe(false);
    expect(await a!.markDelivered(retried, 1)).toBe(false);
    expect(await a!.markRejected(refused, { status: 422 })).toBe(false);
    // B's claims are untouched and B can finish them.
    expect(folder(b!, 'sending')).toEqual([`${retried}+${b!.instance}`, `${refused}+${b!.instance}`].sort());
    expect(folder(b!, 'delivered')).toEqual([]);
    expect(await b!.markDelivered(retried, 7)).toBe(true);
    expect(await b!.markRejected(refused, { status: 422 })).toBe(true);
    expect(folder(b!, 'delivered')).toEqual([retried]);
    expect(folder(b!, 'rejected')).toEqual([refused]);
  });

  it('files a delivery whose claim was taken over but not claimed again yet, so it is not posted twice', async () => {
    const [a, b] = await instances(2);
    const id = await accepted(a!);
    await a!.claim(id);
    silence(a!);
    await b!.takeOver();

    expect(await a!.markDelivered(id, 981)).toBe(true);
    expect(folder(b!, 'pending')).toEqual([]);
    expect(folder(b!, 'delivered')).toEqual([id]);
    expect(await b!.claim(id)).toBe(false);
  });

  it('fails the commit of an upload that was swept because its instance looked dead', async () => {
    const [a, b] = await instances(2);
    const { id } = await a!.stage();
    silence(a!);
    await b!.takeOver();

    await expect(
      a!.commit(id, 'contact', { type: 'json', path: 'api/contact/pt', json: {} }),
    ).rejects.toThrow(/ENOENT/);
    expect(folder(b!, 'pending')).toEqual([]);
  });

  it('stops looking alive after a graceful stop', async () => {
    const [a, b] = await instances(2);
    await a!.retire();
    expect(folder(b!, 'instances')).toEqual([b!.instance]);
  });

  it('reports when the oldest submission not yet with the panel was accepted, whichever instance holds it', async () => {
    const [a, b] = await instances(2);
    expect(await a!.oldestUndeliveredAt()).toBeUndefined();
    const before = Date.now();
    const first = await accepted(a!);
    const second = await accepted(b!);
    await b!.claim(first);
    const oldest = await a!.oldestUndeliveredAt();
    expect(oldest).toBeGreaterThanOrEqual(before - 1);
    expect(oldest).toBeLessThanOrEqual(Date.now());
    expect(await b!.markDelivered(first, 1)).toBe(true);
    await b!.claim(second);
    expect(await b!.markDelivered(second, 2)).toBe(true);
    expect(await a!.oldestUndeliveredAt()).toBeUndefined();
  });
});
