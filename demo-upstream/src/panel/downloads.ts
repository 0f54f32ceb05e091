// Gallery downloads: a zip streamed with archiver in store mode (JPEGs do not compress), images
// rendered one after another as the archive drains, so memory stays flat however big it gets.
// The optional padding entry is generated on the fly for large-download benchmarks.

import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { DemoModel } from '../data/models.js';
import { renderMedia } from '../images/render-media.js';
import type { DemoState } from '../state.js';

export type ZipItem = { name: string; storagePath: string };

// A fixed date keeps archives byte-for-byte the same between runs.
const ENTRY_DATE = new Date('2026-01-01T12:00:00Z');

function paddingStream(bytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31 + 7) & 0xff;
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const size = Math.min(left, chunk.length);
      left -= size;
      this.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    },
  });
}

function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function galleryItems(
  state: DemoState,
  model: DemoModel,
  gallery: 'book' | 'snap' | 'compo',
  folder = '',
): ZipItem[] {
  const prefix = `${state.data.panelUrl}/storage/`;
  return (model.galleries[gallery] ?? []).map((item, index) => ({
    name: `${folder}${gallery}_${String(index + 1).padStart(2, '0')}.jpg`,
    storagePath: item.file.startsWith(prefix) ? item.file.slice(prefix.length) : item.file,
  }));
}

export async function writeZip(
  state: DemoState,
  res: ServerResponse,
  items: ZipItem[],
  filename: string,
): Promise<void> {
  const archive = archiver('zip', { store: true });
  res.writeHead(200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': attachment(filename),
    'Cache-Control': 'no-store',
  });
  let aborted = false;
  res.on('close', () => {
    if (!res.writableFinished) {
      aborted = true;
      archive.abort();
    }
  });
  const finished = new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    res.on('finish', resolve);
    res.on('close', resolve);
  });
  archive.pipe(res);
  try {
    for (const item of items) {
      if (aborted) break;
      const media = await renderMedia(state.data.media, item.storagePath);
      if (media) archive.append(media.body, { name: item.name, date: ENTRY_DATE, store: true });
    }
    if (!aborted && state.zipPaddingBytes > 0) {
      archive.append(paddingStream(state.zipPaddingBytes), {
        name: 'padding.bin',
        date: ENTRY_DATE,
        store: true,
      });
    }
    if (!aborted) await archive.finalize();
    await finished;
  } catch (error) {
    res.destroy(error as Error);
  }
}
