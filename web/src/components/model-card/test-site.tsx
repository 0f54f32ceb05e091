import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCache } from '../../app/apollo';
import { createI18n } from '../../app/i18n';
import { PageContext } from '../../app/page-context';
import { SiteConfigProvider, type SiteConfig } from '../../app/site-config';
import { FavoritesProvider } from '../../app/favorites/favorites-store';
import type { Locale } from '../../i18n/locales';
import { matchPath } from '../../routing/routes';

// Test-only: the providers a screen expects, around a component under test. Shared by the
// model-card, models, profile and favourites tests.

const SITE: SiteConfig = {
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
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithSite(
  ui: ReactElement,
  options: { path?: string; mocks?: readonly MockLink.MockedResponse[] } = {},
) {
  const path = options.path ?? '/en/models/women/fashion';
  const match = matchPath(path);
  const locale: Locale = match.kind === 'redirect' ? 'pt' : match.locale;
  const route = match.kind === 'page' ? match.route : null;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteConfigProvider config={SITE}>
      <I18nextProvider i18n={createI18n(locale)}>
        {/* The app's own cache, so the type policies (pagination merge, model by id) are under test too. */}
        <MockedProvider mocks={options.mocks ?? []} cache={createCache()}>
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
