import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../i18n/locales';
import { en } from '../i18n/messages/en';
import { es } from '../i18n/messages/es';
import { pt } from '../i18n/messages/pt';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof pt };
  }
}

const resources = { pt: { translation: pt }, en: { translation: en }, es: { translation: es } };

/** One instance per server render (requests must not share a language) or one for the browser. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'pt',
    // Resources are bundled, so initialisation is synchronous and the first render has texts.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
