// Helpers shared by this package's tests: sign-in against the running demo, a condition wait
// (tests never sleep a fixed time) and a zip lister.

import yauzl from 'yauzl';
import type { DemoUpstream } from './launcher.js';

export async function integrationToken(demo: DemoUpstream): Promise<string> {
  const response = await fetch(`${demo.integrationUrl}/api/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      salt: demo.credentials.integrationSalt,
      api_key: demo.credentials.integrationApiKey,
    }),
  });
  if (!response.ok) throw new Error(`integration sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function panelToken(demo: DemoUpstream): Promise<string> {
  const response = await fetch(`${demo.panelUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ salt: demo.credentials.panelSalt, api_token: demo.credentials.panelApiToken }),
  });
  if (!response.ok) throw new Error(`panel login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });

/** Polls until `check` returns something truthy; fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | false | null | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type ZipEntry = { name: string; size: number; compressedSize: number; method: number; data: Buffer };

export function readZip(buffer: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: ZipEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              size: entry.uncompressedSize,
              compressedSize: entry.compressedSize,
              method: entry.compressionMethod,
              data: Buffer.concat(chunks),
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
