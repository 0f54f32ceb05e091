// GraphQL Mesh compose: the supergraph Hive Gateway serves, made from docs/upstream-openapi.yaml as
// Mesh's OpenAPI source handler documents it. The document describes two services at two base
// addresses (path-level `servers`); Mesh takes one endpoint per source, so each service becomes its
// own subgraph from the paths the document places on it. Endpoints come from the environment the
// bench sets (the demo upstream's ports change every run), the files it writes in MESH_DIR (one
// folder per run, so a test and a bench can compose at once) or ./mesh/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import { parse } from 'yaml';

type Document = { paths: Record<string, { servers?: { url: string }[] }> };

const document = parse(
  readFileSync(new URL('../../docs/upstream-openapi.yaml', import.meta.url), 'utf8'),
) as Document;

/** The document with only the paths served by one service (its own file, for Mesh's `source`). */
function serviceDocument(service: 'integration' | 'panel'): string {
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([, item]) => item.servers?.[0]?.url.includes(service)),
  );
  const directory = process.env['MESH_DIR'] ?? fileURLToPath(new URL('./mesh/', import.meta.url));
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `${service}-openapi.json`);
  writeFileSync(file, JSON.stringify({ ...document, paths }, null, 2));
  return file;
}

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required to compose the supergraph`);
  return value;
};

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Integration', {
        source: serviceDocument('integration'),
        endpoint: required('INTEGRATION_URL'),
        // The list is a POST upstream but a read: Mesh's documented switch puts it under Query, so
        // the response cache (queries only) can keep it.
        selectQueryOrMutationField: [{ type: 'Query', fieldName: 'talents' }],
      }),
    },
    {
      sourceHandler: loadOpenAPISubgraph('Panel', {
        source: serviceDocument('panel'),
        endpoint: required('PANEL_URL'),
      }),
    },
  ],
});
