// `pnpm schema:release`: makes today's schema the last released one, which the breaking-change
// check compares against. Run it when a release is cut (and move the changelog's Unreleased entries).
import { writeFileSync } from 'node:fs';
import { publishedSdl, readSchemaFiles } from '@agency/schema/sdl';

writeFileSync('schema/released/schema.graphql', publishedSdl(readSchemaFiles('schema')));
console.log('schema/released/schema.graphql now holds the current schema');
