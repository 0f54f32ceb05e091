import { GraphQLError } from 'graphql';

export type Range = { min: number; max: number };

/** Ranges of the numeric arguments the schema documents, by `Type.field` then argument. */
export const ARGUMENT_RANGES: Record<string, Record<string, Range>> = {
  'Query.models': { first: { min: 1, max: 100 } },
  'Query.posts': { perPage: { min: 1, max: 50 }, page: { min: 1, max: 100_000 } },
};

/** Checked with the values an operation will run with, before its cost, so the refusal says what is wrong. */
export function checkArgumentRanges(coordinate: string, args: Record<string, unknown>): void {
  const ranges = ARGUMENT_RANGES[coordinate];
  if (!ranges) return;
  for (const [argument, { min, max }] of Object.entries(ranges)) {
    const value = args[argument];
    if (typeof value !== 'number' || (value >= min && value <= max)) continue;
    throw new GraphQLError(`\`${argument}\` must be between ${min} and ${max}; got ${value}.`, {
      extensions: { code: 'BAD_USER_INPUT', argument, min, max, http: { status: 400 } },
    });
  }
}
