import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The check `pnpm test` runs, on the repository's schema and on copies of it broken on purpose.
const SCRIPT = fileURLToPath(new URL('./schema-check.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
let copy: string | undefined;

function check(cwd: string) {
  const run = spawnSync(process.execPath, [SCRIPT], { cwd, encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** A copy of schema/ (the check reads schema/ under its working directory). */
function schemaCopy(): string {
  copy = mkdtempSync(join(tmpdir(), 'schema-check-'));
  cpSync(join(ROOT, 'schema'), join(copy, 'schema'), { recursive: true });
  return copy;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, 'schema', file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
});

describe('scripts/schema-check.mjs', () => {
  it('passes on the repository: everything described, nothing broken since the release', () => {
    const { status, out } = check(ROOT);
    expect(out).toContain('every element described');
    expect(status).toBe(0);
  });

  it('fails on a removed field until the changelog lists it under Unreleased', () => {
    const dir = schemaCopy();
    edit(dir, 'models.graphql', (sdl) =>
      sdl.replace(/ {2}"""A model's profile[^]*?\): Model @cost\(weight: "100"\)\n/, ''),
    );
    const broken = check(dir);
    expect(broken.status).toBe(1);
    expect(broken.out).toContain('Query.model was removed. -> list `Query.model`');
    expect(broken.out).toContain('## [Unreleased]');

    edit(dir, 'CHANGELOG.md', (log) =>
      log.replace('## [Unreleased]\n', '## [Unreleased]\n\n### Removed\n\n- `Query.model`: use `models`.\n'),
    );
    const recorded = check(dir);
    expect(recorded.out).toContain('1 breaking change(s) since the last release, all in the changelog');
    expect(recorded.status).toBe(0);
  });

  it('fails naming the coordinate of an element whose description was taken away', () => {
    const dir = schemaCopy();
    edit(dir, 'models.graphql', (sdl) => sdl.replace('  """Women\'s boards."""\n', ''));
    const { status, out } = check(dir);
    expect(out).toContain('1 without a description');
    expect(out).toContain('  Gender.WOMAN');
    expect(status).toBe(1);
  });

  it('prints a dangerous change as a warning and passes', () => {
    const dir = schemaCopy();
    edit(dir, 'models.graphql', (sdl) =>
      sdl.replace('  WOMAN\n', '  WOMAN\n  """Other boards."""\n  OTHER\n'),
    );
    const { status, out } = check(dir);
    expect(out).toContain(
      'warning, dangerous change since the last release: OTHER was added to enum type Gender.',
    );
    expect(status).toBe(0);
  });
});
