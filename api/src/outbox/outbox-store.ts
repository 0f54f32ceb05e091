import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fsyncPath, moveDurably, renameIfPresent, writeFileAtomic } from './durable-fs.js';
import { newInstanceId, OWNER_SEPARATOR, parseOwned } from './outbox-names.js';
import type { DeliveryState, OutboxRecord, SubmissionKind, UpstreamRequest } from './outbox-types.js';

type Folder = 'staging' | 'pending' | 'sending' | 'delivered' | 'rejected';

const DEFAULT_LEASE_MS = 30_000;

export type OutboxStoreOptions = {
  /** This process's name in the outbox; unique per process, so a restart is a new instance. */
  instance?: string;
  /** An instance whose heartbeat is older than this is taken for dead and its claims are taken over. */
  leaseMs?: number;
};

export { newInstanceId } from './outbox-names.js';

export type TakeOverResult = {
  /** Submissions a dead instance was delivering, back in pending/. */
  requeued: { id: string; from: string }[];
  /** Unfinished uploads of dead instances (never acknowledged to anyone), removed. */
  swept: { id: string; from: string }[];
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The submissions outbox on disk, shared by every instance. A submission lives in one directory
 * that moves between state folders by atomic renames, so a crash at any point leaves it in exactly
 * one state:
 *   staging/<id>+<instance>  being written by that instance (photos streamed in); never delivered
 *   pending/<id>             accepted and durable: the visitor has been told it is safe
 *   sending/<id>+<instance>  claimed by that instance's delivery attempt
 *   delivered/, rejected/    final; photos of delivered ones are removed, the record kept
 * Owners are in the names so that claiming is one rename (exactly one renamer wins) and so that
 * the claims of an instance whose heartbeat (instances/<instance>) went stale can be taken over.
 */
export class OutboxStore {
  readonly instance: string;
  readonly leaseMs: number;
  private lastBeatAt = 0;

  constructor(
    readonly root: string,
    options: OutboxStoreOptions = {},
  ) {
    this.instance = options.instance ?? newInstanceId();
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  private dir(state: Folder, id = ''): string {
    return join(this.root, state, id);
  }

  /** Where this instance keeps a submission it is writing or delivering. */
  private owned(state: 'staging' | 'sending', id: string): string {
    return join(this.root, state, `${id}${OWNER_SEPARATOR}${this.instance}`);
  }

  private heartbeatPath(instance = this.instance): string {
    return join(this.root, 'instances', instance);
  }

  async init(): Promise<void> {
    for (const folder of ['staging', 'pending', 'sending', 'delivered', 'rejected', 'instances', 'trash']) {
      await mkdir(join(this.root, folder), { recursive: true });
    }
    await this.heartbeat();
  }

  /**
   * Tells the other instances this one is alive. The file is rewritten rather than touched so its
   * mtime comes from the file system's clock, the one takeOver compares against.
   */
  async heartbeat(): Promise<void> {
    const startedAt = Date.now();
    await writeFile(
      this.heartbeatPath(),
      JSON.stringify({ host: hostname(), pid: process.pid, at: new Date(startedAt).toISOString() }),
    );
    this.lastBeatAt = startedAt;
  }

  /** Graceful stop: nothing of ours is left to take over, so stop looking alive. */
  async retire(): Promise<void> {
    await rm(this.heartbeatPath(), { force: true });
  }

  /**
   * Before taking a claim: after a pause (the event loop stalled, the machine was suspended) the
   * heartbeat may be stale and the new claim would be taken over at once, so beat first.
   */
  private async ensureAlive(): Promise<void> {
    if (Date.now() - this.lastBeatAt > this.leaseMs / 2) await this.heartbeat();
  }

  /** A fresh staging directory for a submission's photos. */
  async stage(): Promise<{ id: string; dir: string }> {
    await this.ensureAlive();
    const id = `${Date.now().toString(36)}-${randomUUID()}`;
    const dir = this.owned('staging', id);
    await mkdir(dir, { recursive: true });
    return { id, dir };
  }

  async discard(id: string): Promise<void> {
    await rm(this.owned('staging', id), { recursive: true, force: true });
  }

  /**
   * Seals a staged submission: record written and fsynced, then moved to pending in one rename.
   * Fails (ENOENT) if this instance looked dead and its upload was swept: the visitor is then told
   * it failed, never that it was sent.
   */
  async commit(id: string, kind: SubmissionKind, request: UpstreamRequest): Promise<OutboxRecord> {
    const record: OutboxRecord = { id, kind, createdAt: new Date().toISOString(), request };
    const staged = this.owned('staging', id);
    await writeFileAtomic(join(staged, 'record.json'), JSON.stringify(record, null, 2));
    await writeFileAtomic(
      join(staged, 'state.json'),
      JSON.stringify({ attempts: 0, nextAttemptAt: 0 } satisfies DeliveryState),
    );
    await fsyncPath(staged);
    await moveDurably(staged, this.dir('pending', id));
    return record;
  }

  /** Claims a pending submission for delivery; false when another worker got it first. */
  async claim(id: string): Promise<boolean> {
    await this.ensureAlive();
    return renameIfPresent(this.dir('pending', id), this.owned('sending', id));
  }

  /** Gives a claimed submission back for a later attempt; false if the claim was lost (taken over). */
  async release(id: string, state: DeliveryState): Promise<boolean> {
    try {
      await writeFileAtomic(join(this.owned('sending', id), 'state.json'), JSON.stringify(state));
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    return renameIfPresent(this.owned('sending', id), this.dir('pending', id));
  }

  /**
   * Files a delivered submission; false if the claim was lost and another instance is already
   * posting it again. A claim that was taken over but not yet claimed again is pulled straight from
   * pending/, so that case costs no second post.
   */
  async markDelivered(id: string, upstreamId: string | number | undefined): Promise<boolean> {
    if (!(await this.settle(id, 'delivered'))) return false;
    const dir = this.dir('delivered', id);
    await writeFileAtomic(
      join(dir, 'delivered.json'),
      JSON.stringify({ deliveredAt: new Date().toISOString(), upstreamId }),
    );
    // The panel has the photos now; keep the record as a receipt, free the disk.
    const record = await this.read('delivered', id);
    for (const file of record.request.type === 'multipart' ? record.request.files : []) {
      await rm(join(dir, file.file), { force: true });
    }
    return true;
  }

  /** Files a refused submission with the reason; false if the claim was lost (as markDelivered). */
  async markRejected(id: string, reason: unknown): Promise<boolean> {
    if (!(await this.settle(id, 'rejected'))) return false;
    await writeFileAtomic(
      join(this.dir('rejected', id), 'rejected.json'),
      JSON.stringify({ rejectedAt: new Date().toISOString(), reason }, null, 2),
    );
    return true;
  }

  /** Renames first (the rename is what proves the claim is still ours), then writes the receipt. */
  private async settle(id: string, final: 'delivered' | 'rejected'): Promise<boolean> {
    if (await renameIfPresent(this.owned('sending', id), this.dir(final, id))) return true;
    return renameIfPresent(this.dir('pending', id), this.dir(final, id));
  }

  async read(state: 'pending' | 'sending' | 'delivered' | 'rejected', id: string): Promise<OutboxRecord> {
    const dir = state === 'sending' ? this.owned('sending', id) : this.dir(state, id);
    return JSON.parse(await readFile(join(dir, 'record.json'), 'utf8')) as OutboxRecord;
  }

  async state(state: 'pending' | 'sending', id: string): Promise<DeliveryState> {
    const dir = state === 'sending' ? this.owned('sending', id) : this.dir(state, id);
    return JSON.parse(await readFile(join(dir, 'state.json'), 'utf8')) as DeliveryState;
  }

  filePath(state: 'sending', id: string, file: string): string {
    return join(this.owned(state, id), file);
  }

  /**
   * When the oldest submission not yet with the panel (pending or being sent by any instance) was
   * accepted; undefined when there is none. Ids start with their creation time in base 36.
   */
  async oldestUndeliveredAt(): Promise<number | undefined> {
    let oldest: number | undefined;
    for (const state of ['pending', 'sending'] as const) {
      const [first] = await this.list(state).catch(() => []);
      const createdAt = first === undefined ? NaN : parseInt(first.split('-')[0] ?? '', 36);
      if (Number.isFinite(createdAt) && (oldest === undefined || createdAt < oldest)) oldest = createdAt;
    }
    return oldest;
  }

  /** Entry names of a folder (in staging/ and sending/ they carry their owner: `<id>+<instance>`). */
  async list(state: Folder): Promise<string[]> {
    return (await readdir(this.dir(state))).sort();
  }

  /**
   * Takes over what dead instances held: their claims in sending/ go back to pending/, their
   * unfinished uploads in staging/ are removed (through trash/, so the move is atomic), their
   * heartbeats are deleted. Every move is a rename, so when several instances do this at once each
   * entry is taken by one of them. An instance is dead when its heartbeat is older than the lease,
   * measured against this instance's own heartbeat just written (one clock: the file system's).
   */
  async takeOver(): Promise<TakeOverResult> {
    await this.heartbeat();
    const now = (await stat(this.heartbeatPath())).mtimeMs;
    const alive = new Set<string>();
    const stale: string[] = [];
    for (const instance of await readdir(join(this.root, 'instances'))) {
      const beat = await stat(this.heartbeatPath(instance)).catch(() => null);
      if (beat && now - beat.mtimeMs <= this.leaseMs) alive.add(instance);
      else if (beat) stale.push(instance);
    }
    alive.add(this.instance);

    const result: TakeOverResult = { requeued: [], swept: [] };
    for (const name of await this.list('sending')) {
      const { id, owner } = parseOwned(name);
      if (alive.has(owner)) continue;
      if (await renameIfPresent(this.dir('sending', name), this.dir('pending', id)))
        result.requeued.push({ id, from: owner });
    }
    for (const name of await this.list('staging')) {
      const { id, owner } = parseOwned(name);
      if (alive.has(owner)) continue;
      if (await renameIfPresent(this.dir('staging', name), join(this.root, 'trash', name)))
        result.swept.push({ id, from: owner });
    }
    // Also what a taker that died half-way left in trash/.
    for (const name of await readdir(join(this.root, 'trash'))) {
      await rm(join(this.root, 'trash', name), { recursive: true, force: true }).catch(() => undefined);
    }
    for (const instance of stale) {
      // Only if still stale: an instance that was merely paused may have just come back.
      const beat = await stat(this.heartbeatPath(instance)).catch(() => null);
      if (beat && now - beat.mtimeMs > this.leaseMs) await rm(this.heartbeatPath(instance), { force: true });
    }
    return result;
  }
}
