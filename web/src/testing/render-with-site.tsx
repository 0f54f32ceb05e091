import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCache } from '../core/apollo';
import { FavoritesProvider } from '../core/favorites/favorites-store';
import { createI18n } from '../core/i18n';
import { PageContext } from '../core/page-context';
import { SiteConfigProvider, type SiteConfig } from '../core/site-config';
import type { Locale } from '../i18n/locales';
import { matchPath, pathFor, type Route } from '../routing/routes';

// Test-only: the one way component tests render, inside the providers the app gives every screen
// (site config, the page language, the app's Apollo cache over mocks or a link, favourites, a
// router at the page's path, the page context).

export const TEST_SITE: SiteConfig = {
  productName: 'Bahia Models',
  phone: '+55 71 0000-0000',
  email: 'contato@example.com',
  platformProvider: 'Provider',
  map: { lat: -12.97, lng: -38.5 },
  origin: 'https://example.com',
};

/** The router location as text, rendered so tests can assert where the app went. */
export function LocationProbe() {
  const location = useLocation();
  // Hidden from the accessibility tree: tests look for the page's own roles (status, alert).
  return (
    <span data-testid="location" aria-hidden="true">
      {location.pathname + location.search}
    </span>
  );
}

export type RenderOptions = {
  /** The page's URL; by default the route's in `locale`, else the English women's board. */
  path?: string;
  locale?: Locale;
  route?: Route;
  mocks?: readonly MockLink.MockedResponse[];
  /** A link instead of mocks (a test that holds answers back). */
  link?: ApolloLink;
  config?: Partial<SiteConfig>;
};

export function renderWithSite(ui: ReactElement, options: RenderOptions = {}) {
  const path =
    options.path ??
    (options.route
      ? pathFor(options.locale ?? 'en', options.route)
      : options.locale
        ? options.locale === 'pt'
          ? '/'
          : `/${options.locale}`
        : '/en/models/women/fashion');
  const match = matchPath(path);
  const locale: Locale = options.locale ?? (match.kind === 'redirect' ? 'pt' : match.locale);
  const route = options.route ?? (match.kind === 'page' ? match.route : null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteConfigProvider config={{ ...TEST_SITE, ...options.config }}>
      <I18nextProvider i18n={createI18n(locale)}>
        {/* The app's own cache, so the type policies (pagination merge, model by id) are under test too. */}
        <MockedProvider
          mocks={options.mocks ?? []}
          link={options.link}
          cache={createCache()}
          mockLinkDefaultOptions={{ delay: 0 }}
        >
          <FavoritesProvider>
            <MemoryRouter initialEntries={[path]}>
              <PageContext.Provider value={{ locale, route }}>
                {children}
                <LocationProbe />
              </PageContext.Provider>
            </MemoryRouter>
          </FavoritesProvider>
        </MockedProvider>
      </I18nextProvider>
    </SiteConfigProvider>
  );
  return render(ui, { wrapper });
}
