import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { KNOWN_OPERATIONS, operationLabel } from '@agency/api';
import * as documents from '../src/gql/graphql';

// Metrics label requests by operation name only for names on the API's list; a site operation
// missing from it would be counted as "other" and its latency lost among strangers'.
const siteOperations = Object.values(documents)
  .filter(
    (value): value is DocumentNode =>
      typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT,
  )
  .flatMap((document) => document.definitions)
  .flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
  );

describe('operation names used as metric labels', () => {
  it('lists every operation the site sends', () => {
    expect(siteOperations.length).toBeGreaterThan(10);
    expect(siteOperations.filter((name) => !KNOWN_OPERATIONS.has(name))).toEqual([]);
  });

  it('turns unknown and missing names into two fixed labels', () => {
    expect(operationLabel('HomeScreen')).toBe('HomeScreen');
    expect(operationLabel('x'.repeat(500))).toBe('other');
    expect(operationLabel(undefined)).toBe('anonymous');
  });
});
