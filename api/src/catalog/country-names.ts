import { foldAccents } from '@agency/rules/fold-accents';
import type { LocaleCode } from '../core/locale.js';
import { dialCodes } from '@agency/rules/dial-codes';
import type { LocalisedText } from './option-types.js';

/** Panel editors type names by hand: case, accents and spacing vary between records. */
function normalise(name: string): string {
  return foldAccents(name).toLowerCase().replace(/\s+/g, ' ').trim();
}

// The dial-code table names every country in pt, en and es; the back-office's countries come
// only in Portuguese (docs/upstream-openapi.yaml), with ids of its own and no ISO code, so they are
// matched by name. A name already in English or Spanish matches too.
const INDEX = (() => {
  const index = new Map<string, LocalisedText>();
  for (const language of ['pt', 'en', 'es'] as const) {
    for (const { name } of dialCodes) {
      const key = normalise(name[language]);
      if (!index.has(key)) index.set(key, name);
    }
  }
  return index;
})();

/** A back-office country name in `locale`; a name the table does not know is shown as the panel has it. */
export function countryName(name: string, locale: LocaleCode): string {
  return INDEX.get(normalise(name))?.[locale] ?? name;
}
