import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One job a file (docs/decisions/0031-floors-kept-by-lint.md): a hand-written source file that
// grows past 250 lines has taken a second job and is split along it. Generated code, the released
// schema and tests (which list cases) are not held to it.

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const MAX_LINES = 250;

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(?:[cm]?[jt]sx?|css|graphql)$/.test(file))
  .filter((file) => !/(?:^|\/)(?:node_modules|generated|gql|released|e2e|test)\//.test(file))
  .filter((file) => !/\.test\.[cm]?[jt]sx?$/.test(file));

describe('hand-written source files', () => {
  it('are read', () => {
    expect(sources).toContain('api/src/http/graphql-route.ts');
    expect(sources).toContain('schema/models.graphql');
  });

  it(`hold at most ${MAX_LINES} lines each`, () => {
    const long = sources.flatMap((file) => {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1;
      return lines > MAX_LINES ? [`${file}: ${lines} lines`] : [];
    });
    expect(long).toEqual([]);
  });
});
