import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker-compose.yml against the Compose Specification's JSON schema (vendored, see
// deploy/compose-spec/README.md): no container engine runs here to reject it.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const schema = JSON.parse(read('deploy/compose-spec/compose-spec.json')) as object;
// The schema names draft-07 by an https URL ajv does not know as its meta-schema, and uses a
// keyword of later drafts (deprecated): it is used as published, not itself validated.
const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
// Compose resolves YAML merge keys (`<<: *anchor`) before it validates; so does the test.
const composeFile = (text: string): unknown => parse(text, { merge: true });

describe('docker-compose.yml', () => {
  it('is a valid Compose file', () => {
    validate(composeFile(read('docker-compose.yml')));
    expect(validate.errors ?? []).toEqual([]);
  });

  it('would be caught by the schema if it were not (the check checks)', () => {
    const broken = read('docker-compose.yml')
      .replace('condition: service_healthy', 'condition: service_ready')
      .replace('    healthcheck:\n', '    helthcheck:\n');
    expect(validate(composeFile(broken))).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ params: { additionalProperty: 'helthcheck' } }),
        expect.objectContaining({ message: 'must be equal to one of the allowed values' }),
      ]),
    );
  });
});
