import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../i18n/locales';
import type { Messages, pt } from '../i18n/messages/pt';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof pt };
  }
}

export type LoadedMessages = Partial<Record<Locale, Messages>>;

/**
 * An i18next instance over the messages given. The server and tests pass every language (core/i18n.ts);
 * the browser passes only the page's, and adds others when the visitor switches (locale-messages.ts).
 */
export function createI18nInstance(locale: Locale, messages: LoadedMessages): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(messages).map(([lng, translation]) => [lng, { translation }]),
  );
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'pt',
    // No backend: the messages are already here, so initialisation is synchronous and the first render has texts.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
