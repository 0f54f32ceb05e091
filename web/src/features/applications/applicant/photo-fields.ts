import { photo, type Translate } from '../../../components/form/validation';

/** An application's photo fields, in the order the API expects them, each required. */
export function photoShape<N extends string>(names: readonly N[], t: Translate) {
  return Object.fromEntries(names.map((name) => [name, photo(t)])) as Record<N, ReturnType<typeof photo>>;
}

/** The photo fields as a blank form holds them: none chosen yet. */
export function noPhotos<N extends string>(names: readonly N[]) {
  return Object.fromEntries(names.map((name) => [name, null])) as Record<N, null>;
}
