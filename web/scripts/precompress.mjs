// After `vite build`: each text file of the client build written beside itself compressed at the
// highest effort (`name.br`, `name.gz`), so that a server never compresses at request time: brotli
// 11 takes about 1.5 s for the whole build on this project's machines, and the server did it on the
// first requests after every start, its event loop blocked meanwhile (server/compression.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compress } from '@agency/server-kit/compression';
import { isCompressible } from '../server/compression.ts';

const client = fileURLToPath(new URL('../dist/client/', import.meta.url));

for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !isCompressible(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const bytes = await readFile(file);
  await Promise.all([
    writeFile(`${file}.br`, compress(bytes, 'br', true)),
    writeFile(`${file}.gz`, compress(bytes, 'gzip', true)),
  ]);
}
