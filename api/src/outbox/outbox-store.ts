import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncPath, moveDurably, writeFileAtomic } from './durable-fs.js';
import type { DeliveryState, OutboxRecord, SubmissionKind, UpstreamRequest } from './outbox-types.js';

/**
 * The submissions outbox on disk. A submission lives in one directory that moves between state
 * folders by atomic renames, so a crash at any point leaves it in exactly one state:
 *   staging/  being written (photos streamed in); never delivered, swept at start
 *   pending/  accepted and durable: the visitor has been told it is safe
 *   sending/  claimed by a delivery attempt; back to pending if the process died mid-way
 *   delivered/, rejected/  final; photos of delivered ones are removed, the record kept
 */
export class OutboxStore {
  constructor(readonly root: string) {}

  private dir(state: 'staging' | 'pending' | 'sending' | 'delivered' | 'rejected', id = ''): string {
    return join(this.root, state, id);
  }

  async init(): Promise<void> {
    for (const state of ['staging', 'pending', 'sending', 'delivered', 'rejected'] as const) {
      await mkdir(this.dir(state), { recursive: true });
    }
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
    await writeFileAtomic(join(staged, 'state.json'), JSON.stringify({ attempts: 0, nextAttemptAt: 0 } satisfies DeliveryState));
    await fsyncPath(staged);
    await moveDurably(staged, this.dir('pending', id));
    return record;
  }

  /** Claims a pending submission for delivery; false when another worker got it first. */
  async claim(id: string): Promise<boolean> {
    try {
      await moveDurably(this.dir('pending', id), this.dir('sending', id));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async release(id: string, state: DeliveryState): Promise<void> {
    await writeFileAtomic(join(this.dir('sending', id), 'state.json'), JSON.stringify(state));
    await moveDurably(this.dir('sending', id), this.dir('pending', id));
  }

  async markDelivered(id: string, upstreamId: string | number | undefined): Promise<void> {
    const dir = this.dir('sending', id);
    await writeFileAtomic(join(dir, 'delivered.json'), JSON.stringify({ deliveredAt: new Date().toISOString(), upstreamId }));
    await moveDurably(dir, this.dir('delivered', id));
    // The panel has the photos now; keep the record as a receipt, free the disk.
    const record = await this.read('delivered', id);
    for (const file of record.request.type === 'multipart' ? record.request.files : []) {
      await rm(join(this.dir('delivered', id), file.file), { force: true });
    }
  }

  async markRejected(id: string, reason: unknown): Promise<void> {
    const dir = this.dir('sending', id);
    await writeFileAtomic(join(dir, 'rejected.json'), JSON.stringify({ rejectedAt: new Date().toISOString(), reason }, null, 2));
    await moveDurably(dir, this.dir('rejected', id));
  }

  async read(state: 'pending' | 'sending' | 'delivered' | 'rejected', id: string): Promise<OutboxRecord> {
    return JSON.parse(await readFile(join(this.dir(state, id), 'record.json'), 'utf8')) as OutboxRecord;
  }

  async state(state: 'pending' | 'sending', id: string): Promise<DeliveryState> {
    return JSON.parse(await readFile(join(this.dir(state, id), 'state.json'), 'utf8')) as DeliveryState;
  }

  filePath(state: 'sending', id: string, file: string): string {
    return join(this.dir(state, id), file);
  }

  async list(state: 'staging' | 'pending' | 'sending' | 'delivered' | 'rejected'): Promise<string[]> {
    return (await readdir(this.dir(state))).sort();
  }

  /**
   * After a restart: staging leftovers were never acknowledged to anyone and are removed; a
   * submission left in sending (the process died during delivery) goes back to pending.
   */
  async recover(): Promise<{ requeued: string[]; swept: string[] }> {
    const swept = await this.list('staging');
    for (const id of swept) await rm(this.dir('staging', id), { recursive: true, force: true });
    const requeued = await this.list('sending');
    for (const id of requeued) await moveDurably(this.dir('sending', id), this.dir('pending', id));
    return { requeued, swept };
  }
}
