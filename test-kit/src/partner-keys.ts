import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A key as we would issue it: random, and only its SHA-256 goes into the keys file. */
export function newPartnerKey(): { key: string; sha256: string } {
  const key = `pk_${randomBytes(24).toString('base64url')}`;
  return { key, sha256: createHash('sha256').update(key).digest('hex') };
}

/** Writes a PARTNER_KEYS_FILE (any JSON, so tests can write broken ones) into a fresh temp folder. */
export function writeKeysFile(entries: unknown, raw?: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'partner-keys-')), 'partner-keys.json');
  writeFileSync(path, raw ?? JSON.stringify(entries, null, 2));
  return path;
}
