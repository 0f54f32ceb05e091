import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { matchPath } from '../routing/routes';
import { useLinkPrefetch } from './link-prefetch';
import { LoadingProvider } from './loading';
import { useLocaleMessages } from '../core/locale-messages';
import { NavigationEffects } from './navigation-effects';
import { navigationRendered } from './navigation-start';
import { PageContext } from '../core/page-context';
import { useScreenPreparer } from './prepare-screen';
import { ScreenSlots } from './screen-slots';
import type { ScreenMap } from './screens';

/**
 * Follows the URL's language after a navigation (language buttons, links, back and forward).
 *
 * Not during render: a language change re-renders every translated component at once (an urgent
 * update), while a navigation renders the next page as a transition. Changed during the
 * transition's render, the urgent re-render ran with the old URL, switched back, and the two took
 * turns for seconds before the new page could commit. After the commit and before paint, the
 * page is re-rendered once in its language. The first render already has it (the instance is
 * created with the URL's language, on the server and in the browser).
 */
function useLanguageOf(i18n: ReturnType<typeof useTranslation>['i18n'], locale: string): void {
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}

export function App({ screens }: { screens: ScreenMap }) {
  const location = useLocation();
  const preparer = useScreenPreparer();
  useLinkPrefetch(preparer);
  // A navigation not begun by a press (a key, back and forward, a redirect) starts its screen's
  // data here, beside the screen's code that its render asks for: both at once, never code first.
  // A page prepared before is not asked again. Not the document's first page: its data is in the HTML.
  if (location.key !== 'default') preparer?.prepare(location.pathname + location.search, 'intent');
  // Rendered first in the navigation's transition: the progress bar starts now, not at its commit.
  navigationRendered(location.pathname + location.search);
  const match = matchPath(location.pathname);
  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  return <MatchedPage match={match} screens={screens} pathname={location.pathname} />;
}

/** The page of a URL that is not a redirect: its own component, so its hooks run on every render. */
function MatchedPage({
  match,
  screens,
  pathname,
}: {
  match: Exclude<ReturnType<typeof matchPath>, { kind: 'redirect' }>;
  screens: ScreenMap;
  pathname: string;
}) {
  const { i18n } = useTranslation();
  // A URL in an unknown language gets its 404 in English, the one language every visitor may read.
  const locale = match.kind === 'notFound' && match.reason === 'locale' ? 'en' : match.locale;
  // A language not loaded yet (the visitor switched) suspends this navigation until its texts arrive;
  // the switch itself happens after the commit (useLanguageOf).
  useLocaleMessages(i18n, locale);
  useLanguageOf(i18n, locale);
  const route = match.kind === 'page' ? match.route : null;

  return (
    <PageContext.Provider value={{ locale, route }}>
      <LoadingProvider>
        <NavigationEffects />
        <Header />
        <main id="content" className={`site-main site-main--${route?.screen ?? 'error'}`} tabIndex={-1}>
          <ScreenSlots screens={screens} shown={{ locale, route, resetKey: pathname }} />
        </main>
        <Footer />
      </LoadingProvider>
    </PageContext.Provider>
  );
}
