import { createContext, useContext } from 'react';
import type { Locale as ApiLocale } from '../gql/graphql';
import type { Locale } from '../i18n/locales';
import type { Route } from '../routing/routes';

/** The page being shown: its language and matched route. */
export type PageContextValue = { locale: Locale; route: Route | null };

export const PageContext = createContext<PageContextValue>({ locale: 'pt', route: null });

export function usePage(): PageContextValue {
  return useContext(PageContext);
}

/** A page language as the API's `Locale` (PT, EN, ES): what queries and submissions are asked in. */
export function apiLocaleOf(locale: Locale): ApiLocale {
  return locale.toUpperCase() as ApiLocale;
}

/** The page's language as the API's `Locale`. */
export function useApiLocale(): ApiLocale {
  return apiLocaleOf(usePage().locale);
}
