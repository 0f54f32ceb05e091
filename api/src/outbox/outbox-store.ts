import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncPath, moveDurably, renameIfPresent, writeFileAtomic } from './durable-fs.js';
import type { DeliveryState, OutboxRecord, SubmissionKind, UpstreamRequest } from './outbox-types.js';

type Folder = 'staging' | 'pending' | 'sending' | 'delivered' | 'rejected';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The submissions outbox on this machine's disk, owned by one process (each instance has its own
 * OUTBOX_DIR; several machines share work through the queue, docs/decisions/0026). A submission
 * lives in one directory that moves between state folders by atomic renames, so a crash at any
 * point leaves it in exactly one state:
 *   staging/<id>    being written (photos streamed in); never acknowledged to anyone
 *   pending/<id>    accepted and durable: the visitor has been told it is safe
 *   sending/<id>    being posted by this machine (without a queue)
 *   delivered/, rejected/    final (without a queue); photos of delivered ones are removed
 * With a queue, pending/ is the write-ahead log of the relay: an entry leaves it once it is in Redis.
 */
export class OutboxStore {
  constructor(readonly root: string) {}

  private dir(state: Folder, id = ''): string {
    return join(this.root, state, id);
  }

  /**
   * Creates the folders, and recovers from a crash of the previous process: what it was posting
   * goes back to pending/ (same attempt count), and its unfinished uploads, acknowledged to no one,
   * are removed.
   */
  async init(): Promise<{ requeued: string[]; swept: string[] }> {
    for (const folder of ['staging', 'pending', 'sending', 'delivered', 'rejected'] as const) {
      await mkdir(this.dir(folder), { recursive: true });
    }
    const requeued: string[] = [];
    for (const id of await this.list('sending'))
      if (await renameIfPresent(this.dir('sending', id), this.dir('pending', id))) requeued.push(id);
    const swept = await this.list('staging');
    for (const id of swept) await rm(this.dir('staging', id), { recursive: true, force: true });
    return { requeued, swept };
  }

  /** A fresh staging directory for a submission's photos. */
  async stage(): Promise<{ id: string; dir: string }> {
    const id = `${Date.now().toString(36)}-${randomUUID()}`;
    const dir = this.dir('staging', id);
    await mkdir(dir, { recursive: true });
    return { id, dir };
  }

  async discard(id: string): Promise<void> {
    await rm(this.dir('staging', id), { recursive: true, force: true });
  }

  /** Seals a staged submission: record written and fsynced, then moved to pending in one rename. */
  async commit(id: string, kind: SubmissionKind, request: UpstreamRequest): Promise<OutboxRecord> {
    const record: OutboxRecord = { id, kind, createdAt: new Date().toISOString(), request };
    const staged = this.dir('staging', id);
    await writeFileAtomic(join(staged, 'record.json'), JSON.stringify(record, null, 2));
    await writeFileAtomic(
      join(staged, 'state.json'),
      JSON.stringify({ attempts: 0, nextAttemptAt: 0 } satisfies DeliveryState),
    );
    await fsyncPath(staged);
    await moveDurably(staged, this.dir('pending', id));
    return record;
  }

  /** Claims a pending submission for delivery; false when it is not pending (already taken). */
  async claim(id: string): Promise<boolean> {
    return renameIfPresent(this.dir('pending', id), this.dir('sending', id));
  }

  /** Gives a claimed submission back for a later attempt. */
  async release(id: string, state: DeliveryState): Promise<void> {
    await writeFileAtomic(join(this.dir('sending', id), 'state.json'), JSON.stringify(state));
    await renameIfPresent(this.dir('sending', id), this.dir('pending', id));
  }

  /** Files a delivered submission; the panel has the photos now, so only the record is kept. */
  async markDelivered(id: string, upstreamId: string | number | undefined): Promise<void> {
    await renameIfPresent(this.dir('sending', id), this.dir('delivered', id));
    const dir = this.dir('delivered', id);
    await writeFileAtomic(
      join(dir, 'delivered.json'),
      JSON.stringify({ deliveredAt: new Date().toISOString(), upstreamId }),
    );
    const record = await this.read('delivered', id);
    for (const file of record.request.type === 'multipart' ? record.request.files : []) {
      await rm(join(dir, file.file), { force: true });
    }
  }

  /** Files a refused submission with the reason. */
  async markRejected(id: string, reason: unknown): Promise<void> {
    await renameIfPresent(this.dir('sending', id), this.dir('rejected', id));
    await writeFileAtomic(
      join(this.dir('rejected', id), 'rejected.json'),
      JSON.stringify({ rejectedAt: new Date().toISOString(), reason }, null, 2),
    );
  }

  /** Removes a pending entry once it is safe elsewhere (in the queue); false if it was not there. */
  async forget(id: string): Promise<boolean> {
    try {
      await readdir(this.dir('pending', id));
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await rm(this.dir('pending', id), { recursive: true, force: true });
    return true;
  }

  async read(state: 'pending' | 'sending' | 'delivered' | 'rejected', id: string): Promise<OutboxRecord> {
    return JSON.parse(await readFile(join(this.dir(state, id), 'record.json'), 'utf8')) as OutboxRecord;
  }

  async state(state: 'pending' | 'sending', id: string): Promise<DeliveryState> {
    return JSON.parse(await readFile(join(this.dir(state, id), 'state.json'), 'utf8')) as DeliveryState;
  }

  filePath(state: 'pending' | 'sending', id: string, file: string): string {
    return join(this.dir(state, id), file);
  }

  /**
   * When the oldest submission not yet with the panel (or the queue) was accepted; undefined when
   * there is none. Ids start with their creation time in base 36.
   */
  async oldestUndeliveredAt(): Promise<number | undefined> {
    let oldest: number | undefined;
    for (const state of ['pending', 'sending'] as const) {
      const [first] = await this.list(state).catch(() => []);
      const createdAt = first === undefined ? NaN : createdAtOf(first);
      if (Number.isFinite(createdAt) && (oldest === undefined || createdAt < oldest)) oldest = createdAt;
    }
    return oldest;
  }

  async list(state: Folder): Promise<string[]> {
    return (await readdir(this.dir(state))).sort();
  }
}

/** The acceptance time a submission id starts with (base 36 milliseconds); NaN if malformed. */
export function createdAtOf(id: string): number {
  return parseInt(id.split('-')[0] ?? '', 36);
}
