import { HEIGHT_CM, MAX_COLOURS } from '@agency/rules/board-filters';
import { MODELS_FIRST } from '@agency/rules/model-list';
import { GraphQLError } from 'graphql';

export type Range = { min: number; max: number };

/** Ranges of the numeric arguments the schema documents, by `Type.field` then argument. */
export const ARGUMENT_RANGES: Record<string, Record<string, Range>> = {
  'Query.models': {
    first: MODELS_FIRST,
    heightMin: HEIGHT_CM,
    heightMax: HEIGHT_CM,
  },
  'Query.posts': { perPage: { min: 1, max: 50 }, page: { min: 1, max: 100_000 } },
  'Image.url': { width: { min: 1, max: 4000 } },
  'Photo.url': { width: { min: 1, max: 4000 } },
};

/** How many items the list arguments may hold, by `Type.field` then argument. */
export const ARGUMENT_COUNTS: Record<string, Record<string, Range>> = {
  'Query.models': { eyes: { min: 0, max: MAX_COLOURS }, hair: { min: 0, max: MAX_COLOURS } },
  'Query.modelsByIds': { ids: { min: 0, max: 100 } },
};

function refuse(message: string, argument: string, { min, max }: Range): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', argument, min, max, http: { status: 400 } },
  });
}

/** Checked with the values an operation will run with, before its cost, so the refusal says what is wrong. */
export function checkArgumentRanges(coordinate: string, args: Record<string, unknown>): void {
  for (const [argument, range] of Object.entries(ARGUMENT_RANGES[coordinate] ?? {})) {
    const value = args[argument];
    if (typeof value !== 'number' || (value >= range.min && value <= range.max)) continue;
    throw refuse(
      `\`${argument}\` must be between ${range.min} and ${range.max}; got ${value}.`,
      argument,
      range,
    );
  }
  for (const [argument, range] of Object.entries(ARGUMENT_COUNTS[coordinate] ?? {})) {
    const value = args[argument];
    if (!Array.isArray(value) || (value.length >= range.min && value.length <= range.max)) continue;
    throw refuse(
      `\`${argument}\` may hold at most ${range.max} items; got ${value.length}.`,
      argument,
      range,
    );
  }
}
