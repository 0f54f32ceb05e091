export type LocaleCode = 'pt' | 'en' | 'es';
export const DEFAULT_LOCALE: LocaleCode = 'pt';
