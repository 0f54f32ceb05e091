export const LOCALES = ['pt', 'en', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

/** Also the fallback language, and the only one served without a URL prefix. */
export const DEFAULT_LOCALE: Locale = 'pt';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Each language as the language switch offers it, its code and its own name: the same words on
 * every page, whatever the page's language, so they are not among the translated messages.
 */
export const languageCode = (locale: Locale): string => locale.toUpperCase();
export const LANGUAGE_OWN_NAMES = { pt: 'Português', en: 'English', es: 'Español' } as const satisfies Record<
  Locale,
  string
>;

// The agency is Brazilian, so Portuguese is declared as the Brazilian variant; English and Spanish
// stay generic because the texts are not written for one country.
const HTML_LANG = { pt: 'pt-BR', en: 'en', es: 'es' } as const satisfies Record<Locale, string>;

// Open Graph requires a territory, so the generic languages get their most common one.
const OG_LOCALE = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' } as const satisfies Record<Locale, string>;

export function htmlLang<L extends Locale>(locale: L): (typeof HTML_LANG)[L] {
  return HTML_LANG[locale];
}

export function ogLocale<L extends Locale>(locale: L): (typeof OG_LOCALE)[L] {
  return OG_LOCALE[locale];
}
