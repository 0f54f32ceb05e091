import rows from './dial-codes.json' with { type: 'json' };
import type { LocaleCode } from '../core/locale.js';
import type { LocalisedText } from './option-types.js';

export interface DialCode {
  /** ISO 3166-1 alpha-2; XK for Kosovo, which has no official code but does have its own dial code. */
  iso: string;
  /** Without '+'; North American Numbering Plan territories carry their area code, e.g. '1268'. */
  code: string;
  name: LocalisedText;
}

type Row = readonly [iso: string, code: string, pt: string, en: string, es: string];

// Data, not code: [iso, code, pt, en, es] per line in dial-codes.json (an import, so the server's
// build carries it inside the bundle).
const ROWS = rows as unknown as readonly Row[];

const byEnglishName = new Intl.Collator('en', { sensitivity: 'base' });

/** Every UN member and the usual territories, in English alphabetical order whatever the locale. */
export const dialCodes: readonly DialCode[] = ROWS.map(([iso, code, pt, en, es]) => ({
  iso,
  code,
  name: { pt, en, es },
})).sort((a, b) => byEnglishName.compare(a.name.en, b.name.en));

/** A dial code as one language shows it. */
export interface LocalDialCode {
  iso: string;
  code: string;
  name: string;
}

function inOrderOf(locale: LocaleCode): readonly LocalDialCode[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return dialCodes
    .map((d) => ({ iso: d.iso, code: d.code, name: d.name[locale] }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Each language's list, named and sorted in that language once, here: a phone's browser then shows
 * the list as it comes instead of sorting 250 names while the form starts.
 */
export const dialCodesByLocale: Readonly<Record<LocaleCode, readonly LocalDialCode[]>> = {
  pt: inOrderOf('pt'),
  en: inOrderOf('en'),
  es: inOrderOf('es'),
};

export const DEFAULT_DIAL_CODE = '55';
