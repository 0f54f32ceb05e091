import { readFile } from 'node:fs/promises';
import type { Redis } from 'ioredis';
import type { OutboxRecord } from '../outbox-types.js';

/**
 * A submission's photos in the queue's Redis, beside its job: one hash per submission, one field
 * per stored file (its bytes as they are), so whichever machine delivers has them. Kept apart
 * from the job's data so that listing jobs (the admin page) and moving them between states never
 * carries the photos.
 */
export class QueuePhotos {
  constructor(
    private readonly client: Redis,
    private readonly keyOf: (id: string) => string,
  ) {}

  /** Copies the photos of a sealed submission from this disk; writing them again is harmless. */
  async put(record: OutboxRecord, pathOf: (file: string) => string): Promise<void> {
    if (record.request.type !== 'multipart' || record.request.files.length === 0) return;
    const fields: Record<string, Buffer | string> = { storedAt: String(Date.now()) };
    for (const file of record.request.files) fields[`file:${file.file}`] = await readFile(pathOf(file.file));
    await this.client.hset(this.keyOf(record.id), fields);
  }

  /** The photos by stored name; null when a multipart submission's photos are not (all) there. */
  async get(record: OutboxRecord): Promise<Map<string, Buffer> | null> {
    const photos = new Map<string, Buffer>();
    if (record.request.type !== 'multipart' || record.request.files.length === 0) return photos;
    const names = record.request.files.map((file) => file.file);
    const values = await this.client.hmgetBuffer(
      this.keyOf(record.id),
      ...names.map((name) => `file:${name}`),
    );
    for (const [index, name] of names.entries()) {
      const value = values[index];
      if (!value) return null;
      photos.set(name, value);
    }
    return photos;
  }

  async delete(id: string): Promise<void> {
    await this.client.del(this.keyOf(id));
  }
}
