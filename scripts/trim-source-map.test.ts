import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { trimSourceMap } from './trim-source-map.mjs';

// A standalone bundle's map keeps our code's mappings only (ADR 21): a stack trace read by an
// operator still names our TypeScript file and line, and a package's frame names the bundle's line
// rather than being taken for the mapped code before it.

const API = fileURLToPath(new URL('../api/', import.meta.url));
// Inside api/, so the bundle finds zod (an npm package) as the API does.
const dir = mkdtempSync(join(API, '.trim-map-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('trimSourceMap', () => {
  it("maps our frames to the source and leaves a package's frames on the bundle", async () => {
    writeFileSync(
      join(dir, 'entry.ts'),
      [
        "import { z } from 'zod';",
        'function ours(): void {',
        "  z.string().transform(() => { throw new Error('boom'); }).parse('a');",
        '}',
        'try { ours(); } catch (error) { console.log((error as Error).stack); }',
        '',
      ].join('\n'),
    );
    const out = join(dir, 'out.js');
    await build({
      entryPoints: [join(dir, 'entry.ts')],
      outfile: out,
      bundle: true,
      format: 'esm',
      platform: 'node',
      sourcemap: true,
      logLevel: 'warning',
    });
    const full = readFileSync(`${out}.map`, 'utf8');
    // As the standalone build trims: our sources only, one mapping per line.
    const trimmed = trimSourceMap(full, (source) => !source.includes('node_modules/'), { lines: true });
    writeFileSync(`${out}.map`, trimmed);
    expect(trimmed.length).toBeLessThan(full.length / 10);
    expect((JSON.parse(trimmed) as { sources: string[] }).sources).toEqual(['entry.ts']);

    const stack = execFileSync(process.execPath, ['--enable-source-maps', out], { encoding: 'utf8' });
    const frames = stack.split('\n').filter((line) => line.trim().startsWith('at '));
    // The callback (ours) at its TypeScript line, zod's caller on the bundle.
    expect(frames[0]).toContain(`${join(dir, 'entry.ts')}:3:`);
    expect(frames[1]).toMatch(/out\.js:\d+:\d+\)$/);
    expect(stack).toMatch(new RegExp(`ours \\(${join(dir, 'entry.ts').replaceAll('.', '\\.')}:3:`));
  });
});
