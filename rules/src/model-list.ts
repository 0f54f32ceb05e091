import { foldAccents } from './fold-accents.js';

/**
 * The models list's arguments as the API takes them (schema/models.graphql) and the site writes
 * them: a page of 1 to 100 models, a search of at most 100 characters, one letter A to Z.
 */
export const MODELS_FIRST = { min: 1, max: 100 } as const;
export const MAX_SEARCH_LENGTH = 100;
export const ALPHABET: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A letter as given (`?letter=`, the `letter` argument): one A-Z, case ignored; null for anything else. */
export function listLetter(value: string | null | undefined): string | null {
  const letter = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]$/.test(letter) ? letter : null;
}

/** The A-Z letter a name files under: accents and case ignored ('Ícaro' → 'I'); null for no letter. */
export function initialLetter(name: string): string | null {
  return listLetter(foldAccents(name.trim()).charAt(0));
}
