import type { i18n } from 'i18next';
import { use } from 'react';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages/pt';

// One chunk per language: a page ships its own language's texts only (about 3.5 KB gzip each);
// the server preloads that chunk (asset-links.ts), the others load when the visitor switches.
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  pt: () => import('../i18n/messages/pt').then((m) => m.pt),
  en: () => import('../i18n/messages/en').then((m) => m.en),
  es: () => import('../i18n/messages/es').then((m) => m.es),
};

/** The source module of each language, as the client build's manifest names it. */
export const MESSAGE_MODULES: Record<Locale, string> = {
  pt: 'src/i18n/messages/pt.ts',
  en: 'src/i18n/messages/en.ts',
  es: 'src/i18n/messages/es.ts',
};

// Kept per language so every render that waits on one gets the same promise (React's `use` needs that).
const pending = new Map<Locale, Promise<void>>();

/** Adds a language's messages to the instance; null when they are already there. */
export function loadLocaleMessages(instance: i18n, locale: Locale): Promise<void> | null {
  if (instance.hasResourceBundle(locale, 'translation')) return null;
  let loading = pending.get(locale);
  if (!loading) {
    loading = LOADERS[locale]().then(
      (messages) => void instance.addResourceBundle(locale, 'translation', messages),
      (error: unknown) => {
        // A failed chunk may succeed on the next try (or chunk-reload.ts reloads the page).
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}

/**
 * Suspends until the locale's messages are loaded. Navigations are transitions (React Router), so
 * the page stays on screen in the old language meanwhile instead of showing a fallback. The switch
 * itself is not made here, during render: it would make an urgent re-render with the old URL that
 * switches back (app.tsx, useLanguageOf, switches after the commit).
 */
export function useLocaleMessages(instance: i18n, locale: Locale): void {
  const loading = loadLocaleMessages(instance, locale);
  if (loading) use(loading);
}
