import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FavoritesProvider } from '../core/favorites/favorites-store';
import { HeadProvider, type HeadCollector } from '../core/head';
import { RenderStatusContext, type RenderStatus } from '../core/render-status';
import { SiteConfigProvider, type SiteConfig } from '../core/site-config';

export function Providers(props: {
  client: ApolloClient;
  i18n: i18n;
  config: SiteConfig;
  head?: HeadCollector;
  status?: RenderStatus;
  children: ReactNode;
}) {
  return (
    <RenderStatusContext.Provider value={props.status ?? null}>
      <HeadProvider collector={props.head ?? null}>
        <SiteConfigProvider config={props.config}>
          <I18nextProvider i18n={props.i18n}>
            <ApolloProvider client={props.client}>
              <FavoritesProvider>{props.children}</FavoritesProvider>
            </ApolloProvider>
          </I18nextProvider>
        </SiteConfigProvider>
      </HeadProvider>
    </RenderStatusContext.Provider>
  );
}
