import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ENV_FIELDS } from '@agency/api';
import { SITE_ENV_FIELDS } from './site-config';

// .env.example against the configuration code: the variables come from the parsers themselves
// (a variable added to a schema fails here until the file has its line) and from any direct read
// of the environment in the API's and the site server's code (the standalone API's port).

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['api/src', 'web/server'];
const DIRECT_READ = /\bprocess\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const directReads = new Set(
  SOURCES.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(DIRECT_READ)].map((m) => (m[1] ?? m[2])!),
  ),
);
const fields: Record<string, { safeParse(value: undefined): { success: boolean; data?: unknown } }> = {
  ...SITE_ENV_FIELDS,
  ...API_ENV_FIELDS,
};

type Entry = { name: string; value: string; meaning: string | undefined };
const lines = readFileSync(join(ROOT, '.env.example'), 'utf8').split('\n');
const entries: Entry[] = lines.flatMap((line, i) => {
  const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
  const above = lines[i - 1];
  return match
    ? [{ name: match[1]!, value: match[2]!, meaning: above?.startsWith('# ') ? above.slice(2) : undefined }]
    : [];
});

describe('.env.example', () => {
  it('has a line for every variable the API and the site read, and none they do not', () => {
    const read = [...new Set([...Object.keys(fields), ...directReads])].sort();
    expect(entries.map((e) => e.name).sort()).toEqual(read);
  });

  it('gives each variable the default the configuration code applies, empty when there is none', () => {
    for (const { name, value } of entries) {
      const field = fields[name];
      if (!field) continue;
      const parsed = field.safeParse(undefined);
      const data = parsed.success ? parsed.data : undefined;
      // Every default is a string, a number or a flag, written as String() spells it.
      const fallback =
        typeof data === 'string' || typeof data === 'number' || typeof data === 'boolean' ? String(data) : '';
      expect(value, name).toBe(fallback);
    }
  });

  it('says in a line above each variable what it means', () => {
    expect(entries.filter((e) => !e.meaning || e.meaning.startsWith('---')).map((e) => e.name)).toEqual([]);
  });
});
