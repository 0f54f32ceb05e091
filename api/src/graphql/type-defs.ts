import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

/** The shared SDL, one file per domain, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(SCHEMA_DIR + file, 'utf8'));
}
