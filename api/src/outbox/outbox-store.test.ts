import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutboxStore } from './outbox-store.js';

async function freshStore(): Promise<OutboxStore> {
  const store = new OutboxStore(mkdtempSync(join(tmpdir(), 'outbox-store-')));
  await store.init();
  return store;
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

const folder = (store: OutboxStore, name: string) => readdirSync(join(store.root, name)).sort();

describe('outbox store on one machine', () => {
  it('gives each pending submission to one claim only', async () => {
    const store = await freshStore();
    const ids = await Promise.all(Array.from({ length: 20 }, () => accepted(store)));
    const won = await Promise.all(ids.map(async (id) => [await store.claim(id), await store.claim(id)]));
    for (const claims of won) expect(claims).toEqual([true, false]);
    expect(folder(store, 'sending')).toEqual([...ids].sort());
    expect(folder(store, 'pending')).toEqual([]);
  });

  it('recovers after a crash: deliveries cut short are pending again, unfinished uploads removed', async () => {
    const store = await freshStore();
    const sent = await accepted(store);
    await store.claim(sent);
    const { id: uploading, dir } = await store.stage();
    writeFileSync(join(dir, 'half.jpg'), 'half a photo');

    const restarted = new OutboxStore(store.root);
    expect(await restarted.init()).toEqual({ requeued: [sent], swept: [uploading] });
    expect(folder(store, 'pending')).toEqual([sent]);
    expect(folder(store, 'sending')).toEqual([]);
    expect(folder(store, 'staging')).toEqual([]);
  });

  it('forgets a pending submission once it is safe elsewhere, once', async () => {
    const store = await freshStore();
    const id = await accepted(store);
    expect(await store.forget(id)).toBe(true);
    expect(await store.forget(id)).toBe(false);
    expect(folder(store, 'pending')).toEqual([]);
  });

  it('reports when the oldest submission not yet with the panel was accepted', async () => {
    const store = await freshStore();
    expect(await store.oldestUndeliveredAt()).toBeUndefined();
    const before = Date.now();
    const first = await accepted(store);
    await accepted(store);
    await store.claim(first);
    const oldest = await store.oldestUndeliveredAt();
    expect(oldest).toBeGreaterThanOrEqual(before);
    expect(oldest).toBeLessThanOrEqual(Date.now());
  });
});
