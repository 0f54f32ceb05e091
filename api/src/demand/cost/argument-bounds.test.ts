import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { checkArgumentBounds } from './argument-bounds.js';

function refusal(coordinate: string, args: Record<string, unknown>) {
  try {
    checkArgumentBounds(coordinate, args);
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return { message: (error as GraphQLError).message, ...(error as GraphQLError).extensions };
  }
  return null;
}

describe('the bounds checked before an operation’s cost', () => {
  it('refuses a `models` search longer than the list’s table allows, saying the limit', () => {
    expect(refusal('Query.models', { search: 'a'.repeat(101) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'search',
      max: 100,
      message: '`search` may hold at most 100 characters; got 101.',
    });
    expect(refusal('Query.models', { search: 'a'.repeat(100) })).toBeNull();
  });

  it('refuses heights, page sizes and colour lists beyond the table’s bounds', () => {
    expect(refusal('Query.models', { heightMax: 251 })).toMatchObject({
      argument: 'heightMax',
      min: 100,
      max: 250,
    });
    expect(refusal('Query.models', { first: 0 })).toMatchObject({ argument: 'first', min: 1 });
    expect(refusal('Query.models', { eyes: Array(21).fill('Blue') })).toMatchObject({
      argument: 'eyes',
      max: 20,
    });
    expect(refusal('Query.models', { first: 100, heightMin: 100, hair: ['Red'] })).toBeNull();
  });

  it('leaves fields without documented bounds alone', () => {
    expect(refusal('Query.model', { id: 'x'.repeat(1000) })).toBeNull();
  });
});
