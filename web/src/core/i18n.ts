import type { i18n } from 'i18next';
import type { Locale } from '../i18n/locales';
import { en } from '../i18n/messages/en';
import { es } from '../i18n/messages/es';
import { pt } from '../i18n/messages/pt';
import { createI18nInstance } from './i18n-instance';

/**
 * One instance per server render (requests must not share a language), with every language: the
 * server and tests only. The browser loads one language at a time (locale-messages.ts), so this
 * module, which bundles all three, must stay out of the client entry.
 */
export function createI18n(locale: Locale): i18n {
  return createI18nInstance(locale, { pt, en, es });
}
