import rows from './dial-codes.json' with { type: 'json' };
import { foldAccents } from './fold-accents.js';
import type { Language } from './languages.js';

export interface DialCode {
  /** ISO 3166-1 alpha-2; XK for Kosovo, which has no official code but does have its own dial code. */
  iso: string;
  /** Without '+'; North American Numbering Plan territories carry their area code, e.g. '1268'. */
  code: string;
  name: Readonly<Record<Language, string>>;
}

type Row = readonly [iso: string, code: string, pt: string, en: string, es: string];

// Data, not code: [iso, code, pt, en, es] per line in dial-codes.json (an import, so the server's
// build and the forms' code carry it inside their bundles). A built-in table (docs/product.md): the
// forms draw it from here, not from the API, so a phone reads no 250 objects from the Apollo cache
// while a form starts; the API's `options.dialCodes` serves the same table to partners.
const ROWS = rows as unknown as readonly Row[];

/**
 * Every UN member and the usual territories, in English alphabetical order whatever the locale:
 * the file's order (dial-codes.test.ts checks it), so importing the table sorts nothing.
 */
export const dialCodes: readonly DialCode[] = ROWS.map(([iso, code, pt, en, es]) => ({
  iso,
  code,
  name: { pt, en, es },
}));

/** A dial code as one language shows it. */
export interface LocalDialCode {
  iso: string;
  code: string;
  name: string;
}

const inLocale = new Map<Language, readonly LocalDialCode[]>();

const sortKey = (name: string) => foldAccents(name).toLowerCase();

/**
 * The list as `locale` shows it: each country named and sorted in that language, on first use (a
 * form asks for its page's language only; the API for whichever a request names).
 */
export function dialCodesIn(locale: Language): readonly LocalDialCode[] {
  let list = inLocale.get(locale);
  if (list === undefined) {
    // By the name without accents or case, compared as plain strings: for these names the same
    // order as Intl.Collator's at base sensitivity (dial-codes.test.ts holds it to that), at a
    // fraction of the cost. A collator's 2 000 comparisons took 35 ms of a tap on the form at 4x CPU.
    list = dialCodes
      .map((d) => ({
        entry: { iso: d.iso, code: d.code, name: d.name[locale] },
        key: sortKey(d.name[locale]),
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ entry }) => entry);
    inLocale.set(locale, list);
  }
  return list;
}

export const DEFAULT_DIAL_CODE = '55';
