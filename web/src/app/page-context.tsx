import { createContext, useContext } from 'react';
import type { Locale } from '../i18n/locales';
import type { Route } from '../routing/routes';

/** The page being shown: its language and matched route. */
export type PageContextValue = { locale: Locale; route: Route | null };

export const PageContext = createContext<PageContextValue>({ locale: 'pt', route: null });

export function usePage(): PageContextValue {
  return useContext(PageContext);
}
