import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A newcomer has only this repository: code and its docs cite files in it (docs/product.md,
// docs/upstream-openapi.yaml), never a document outside it or a ticket number. ADRs and
// bench/RESULTS.md are history and may tell which step a change answered.

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUTSIDE =
  /\.\.\/shared|shared\/(?:spec|upstream-contract)|\bspec\.md\b|upstream-contract\.md|\bspec section\b|\bissues? #?\d+\b/i;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(?:[cm]?[jt]sx?|ya?ml|md|css|html|json)$/.test(file))
  .filter((file) => !file.includes('node_modules/') && !file.startsWith('docs/decisions/'))
  .filter((file) => file !== 'bench/RESULTS.md' && file !== 'pnpm-lock.yaml')
  // This file names what it looks for.
  .filter((file) => file !== 'scripts/repo-stands-alone.test.ts');

describe('the repository stands alone', () => {
  it('no file cites a document outside the repository or an issue number', () => {
    const citing = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
