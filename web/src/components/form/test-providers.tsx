import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createCache } from '../../app/apollo';
import { createI18n } from '../../app/i18n';
import { PageContext } from '../../app/page-context';
import type { Locale } from '../../i18n/locales';

/** What the form tests render inside: the page language, its context and a mocked API. */
export function FormTestProviders({
  locale = 'en',
  mocks,
  link,
  children,
}: {
  locale?: Locale;
  mocks?: MockLink.MockedResponse[];
  link?: ApolloLink;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const cache = useMemo(() => createCache(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} link={link} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
        <PageContext.Provider value={{ locale, route: null }}>{children}</PageContext.Provider>
      </MockedProvider>
    </I18nextProvider>
  );
}
