// Fails when the committed generated code differs from a fresh generation of schema/ and the documents.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['api/src/generated', 'web/src/gql', 'api/test/gql', 'sdk/src/generated'];

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(path, readFileSync(path, 'utf8'));
    }
  };
  OUTPUTS.forEach(walk);
  return files;
}

const before = snapshot();
execFileSync('pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
const after = snapshot();
const drift = [...new Set([...before.keys(), ...after.keys()])].filter(
  (path) => before.get(path) !== after.get(path),
);
// Put the committed files back, so the check never edits the work tree.
for (const [path, content] of before) writeFileSync(path, content);
if (drift.length) {
  console.error(
    `Generated code is out of date; run \`pnpm codegen\` and commit:\n${drift.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('codegen: generated code matches schema/ and the documents');
