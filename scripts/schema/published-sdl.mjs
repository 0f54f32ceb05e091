// The published SDL: schema/*.graphql concatenated in file-name order, exactly as the API builds
// its executable schema from them (api/src/graphql/type-defs.ts), so descriptions and the @cost /
// @listSize directives and their definitions are all kept (graphql-js's printSchema drops applied
// directives).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Keep in step with api/src/http/schema-route.ts (which serves it; api/test/schema-route.test.ts compares).
export const PUBLISHED_HEADER = '# Bahia Models GraphQL API: the schema served at /graphql, with its cost directives.\n';

/** @param {string[]} typeDefs the files' contents, in file-name order */
export function publishedSdl(typeDefs) {
  return PUBLISHED_HEADER + typeDefs.map((text) => `\n${text.trim()}\n`).join('');
}

/** @param {string} dir the schema folder */
export function readSchemaFiles(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}
