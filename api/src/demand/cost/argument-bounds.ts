import { LIST_ARGUMENT_BOUNDS } from '@agency/rules/list-arguments';
import type { ArgumentBounds } from '@agency/rules/model-list';
import { GraphQLError } from 'graphql';

/**
 * The bounds of the arguments the schema documents, by `Type.field` then argument; those of
 * `models` come from its one table (rules/src/list-arguments.ts).
 */
export const ARGUMENT_BOUNDS: Record<string, Record<string, ArgumentBounds>> = {
  'Query.models': LIST_ARGUMENT_BOUNDS,
  'Query.modelsByIds': { ids: { maxItems: 100 } },
  'Query.posts': { perPage: { range: { min: 1, max: 50 } }, page: { range: { min: 1, max: 100_000 } } },
  'Image.url': { width: { range: { min: 1, max: 4000 } } },
  'Photo.url': { width: { range: { min: 1, max: 4000 } } },
};

function refuse(message: string, argument: string, min: number, max: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', argument, min, max, http: { status: 400 } },
  });
}

function boundsProblem(argument: string, value: unknown, bounds: ArgumentBounds): GraphQLError | null {
  const { range, maxItems, maxLength } = bounds;
  if (range && typeof value === 'number' && (value < range.min || value > range.max))
    return refuse(
      `\`${argument}\` must be between ${range.min} and ${range.max}; got ${value}.`,
      argument,
      range.min,
      range.max,
    );
  if (maxItems !== undefined && Array.isArray(value) && value.length > maxItems)
    return refuse(
      `\`${argument}\` may hold at most ${maxItems} items; got ${value.length}.`,
      argument,
      0,
      maxItems,
    );
  if (maxLength !== undefined && typeof value === 'string' && value.length > maxLength)
    return refuse(
      `\`${argument}\` may hold at most ${maxLength} characters; got ${value.length}.`,
      argument,
      0,
      maxLength,
    );
  return null;
}

/** Checked with the values an operation will run with, before its cost, so the refusal says what is wrong. */
export function checkArgumentBounds(coordinate: string, args: Record<string, unknown>): void {
  for (const [argument, bounds] of Object.entries(ARGUMENT_BOUNDS[coordinate] ?? {})) {
    const problem = boundsProblem(argument, args[argument], bounds);
    if (problem) throw problem;
  }
}
