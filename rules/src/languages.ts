/** The languages the site and the API speak, as their tables key their words. */
export type Language = 'pt' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];
