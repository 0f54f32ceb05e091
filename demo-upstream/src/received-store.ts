// What the panel accepted, in order, so tests can check what the API really sent (and that it
// sent it once: entries are not idempotent).

import type { ReceivedData, ReceivedEntry } from './shapes.js';

export class ReceivedStore {
  private data: ReceivedData = { entries: [], contacts: [], favorites: [], getScouted: [] };
  private nextEntryId = 981;

  addEntry(entry: Omit<ReceivedEntry, 'id' | 'receivedAt'>): number {
    const id = this.nextEntryId++;
    this.data.entries.push({ id, ...entry, receivedAt: new Date().toISOString() });
    return id;
  }

  add(kind: 'contacts' | 'favorites' | 'getScouted', body: unknown): void {
    this.data[kind].push(body);
  }

  snapshot(): ReceivedData {
    return structuredClone(this.data);
  }

  clear(): void {
    this.data = { entries: [], contacts: [], favorites: [], getScouted: [] };
  }
}
