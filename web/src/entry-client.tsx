import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './shell/app';
import { SiteToaster } from './shell/layout/site-toaster';
import { createApolloClient } from './core/apollo';
import { createI18nInstance } from './core/i18n-instance';
import { loadLocaleMessages } from './core/locale-messages';
import { Providers } from './shell/providers';
import type { SiteConfig } from './core/site-config';
import { matchPath } from './routing/routes';
import { createScreenPreparer, ScreenPreparerContext } from './shell/prepare-screen';
import { browserScreens, loadScreen } from './shell/screens';
import { screenQueries } from './shell/screen-data';
import { nextTask } from './core/next-task';
import { warmScreenReads } from './shell/warm-reads';

// The server writes its Apollo cache and public settings as JSON data blocks (not scripts),
// so hydration reuses them without a refetch and the CSP needs no inline script.
function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

const match = matchPath(window.location.pathname);
const locale =
  match.kind === 'redirect'
    ? 'pt'
    : match.kind === 'notFound' && match.reason === 'locale'
      ? 'en'
      : match.locale;
const i18n = createI18nInstance(locale, {});

// The server rendered the screen in full: its code and the page language's texts (both preloaded
// by the bootstrap) are in before hydrating, so React adopts the HTML at once.
await Promise.all([
  match.kind === 'page' ? loadScreen(match.route.screen).catch(() => null) : null,
  loadLocaleMessages(i18n, locale),
]);
// Restoring the server's cache in a task of its own: on a phone, added to the evaluation of the
// app's modules (or of the screen's, which ends just before), it made a long task.
await nextTask();
const client = createApolloClient({ state: readJson('apollo-state') ?? undefined });
if (match.kind === 'page') {
  await warmScreenReads(
    client,
    screenQueries(match.route, match.locale, new URLSearchParams(window.location.search)),
  );
}
const screens = browserScreens();
const preparer = createScreenPreparer(client, i18n);

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (one long task on a phone); the page is already painted meanwhile.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <Providers client={client} i18n={i18n} config={readJson<SiteConfig>('site-config')}>
        <ScreenPreparerContext.Provider value={preparer}>
          <BrowserRouter>
            <App screens={screens} />
          </BrowserRouter>
        </ScreenPreparerContext.Provider>
        <SiteToaster />
      </Providers>
    </StrictMode>,
  );
});
