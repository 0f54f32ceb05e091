import './app/zod-jitless';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { SiteToaster } from './components/layout/site-toaster';
import { createApolloClient } from './app/apollo';
import { installChunkReload } from './app/chunk-reload';
import { createI18n } from './app/i18n';
import { Providers } from './app/providers';
import type { SiteConfig } from './app/site-config';
import { matchPath } from './routing/routes';
import { lazyScreens, SCREEN_LOADERS } from './app/screens';
import './styles/global.css';

// The server writes its Apollo cache and public settings as JSON data blocks (not scripts),
// so hydration reuses them without a refetch and the CSP needs no inline script.
function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

installChunkReload();
const match = matchPath(window.location.pathname);
const client = createApolloClient({ state: readJson('apollo-state') ?? undefined });
const i18n = createI18n(match.kind === 'redirect' ? 'pt' : match.kind === 'notFound' && match.reason === 'locale' ? 'en' : match.locale);

const screens = lazyScreens();
// The server rendered the screen in full: fetch its code before hydrating so React can adopt the
// HTML at once instead of waiting on a lazy chunk.
if (match.kind === 'page') await SCREEN_LOADERS[match.route.screen]().catch(() => undefined);

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Providers client={client} i18n={i18n} config={readJson<SiteConfig>('site-config')}>
      <BrowserRouter>
        <App screens={screens} />
      </BrowserRouter>
      <SiteToaster />
    </Providers>
  </StrictMode>,
);
