// `pnpm schema:check` (part of `pnpm test`): the published schema describes everything it offers,
// and changes nothing a partner relies on without the changelog saying so.
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { missingDescriptions } from './schema/missing-descriptions.mjs';
import { publishedSdl, readSchemaFiles } from '@agency/schema/sdl';
import { compareWithRelease } from './schema/unrecorded-breaking-changes.mjs';

const current = publishedSdl(readSchemaFiles('schema'));
const released = readFileSync('schema/released/schema.graphql', 'utf8');
const changelog = readFileSync('schema/CHANGELOG.md', 'utf8');
let failed = false;

const missing = missingDescriptions(buildSchema(current));
if (missing.length) {
  failed = true;
  console.error(
    `schema: ${missing.length} without a description (add a """...""" above each in schema/*.graphql):\n${missing.map((c) => `  ${c}`).join('\n')}`,
  );
}

const { unrecorded, recorded, dangerous } = compareWithRelease(released, current, changelog);
for (const change of dangerous)
  console.warn(`schema: warning, dangerous change since the last release: ${change.description}`);
if (unrecorded.length) {
  failed = true;
  console.error(
    'schema: breaking changes since the last release (schema/released/schema.graphql) that schema/CHANGELOG.md does not list:\n' +
      unrecorded
        .map(
          (c) =>
            `  ${c.description}${c.coordinate ? ` -> list \`${c.coordinate}\`` : ' -> quote this sentence'}`,
        )
        .join('\n') +
      '\nIf the change is meant (README: "Schema and deprecation policy": deprecate first, remove after 90 days),' +
      '\nrecord it under "## [Unreleased]" in schema/CHANGELOG.md, e.g. "### Removed" then "- `Query.models`: why, and what to use instead".',
  );
}
if (failed) process.exit(1);
console.log(
  `schema: every element described; ${recorded.length} breaking change(s) since the last release, all in the changelog`,
);
