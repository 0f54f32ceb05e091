// The SDL files (one per domain) in the order the API builds its executable schema from them, and
// the published SDL: those files concatenated, so descriptions and the @cost / @listSize
// directives and their definitions are all kept (graphql-js's printSchema drops applied
// directives). The API serves it at /graphql/schema.graphql; the schema scripts check and release it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMA_DIR = fileURLToPath(new URL('./', import.meta.url));

export const PUBLISHED_HEADER = '# Bahia Models GraphQL API: the schema served at /graphql, with its cost directives.\n';

/** @param {string[]} typeDefs the files' contents, in file-name order */
export function publishedSdl(typeDefs) {
  return PUBLISHED_HEADER + typeDefs.map((text) => `\n${text.trim()}\n`).join('');
}

/** @param {string} [dir] a schema folder (default: this one) */
export function readSchemaFiles(dir = SCHEMA_DIR) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}
