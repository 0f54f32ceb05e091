import type { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { SiteToaster } from './components/layout/site-toaster';
import { createApolloClient } from './app/apollo';
import { renderHeadTags, type HeadCollector } from './app/head';
import { createI18n } from './app/i18n';
import { Providers } from './app/providers';
import type { RenderStatus } from './app/render-status';
import type { SiteConfig } from './app/site-config';
import { htmlLang, type Locale } from './i18n/locales';
import { matchPath, type Screen } from './routing/routes';
import { loadedScreens, type ScreenMap } from './app/screens';
import { screenQueries } from './app/screen-data';

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      htmlLang: string;
      locale: Locale;
      state: unknown;
      screen: Screen | null;
      /** Passes of the tree: 1 when the screen's data was all asked for up front (screen-data.ts). */
      renders: number;
    };

let screens: Promise<ScreenMap> | null = null;

/**
 * Renders a URL with its data: queries run through `link` (in-process against the API), the tree
 * re-renders until no query is pending, and the cache goes into the page for hydration.
 */
export async function render(url: string, options: { link: ApolloLink; config: SiteConfig }): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = matchPath(pathname);
  if (match.kind === 'redirect') return { kind: 'redirect', location: match.to + (match.to.includes('?') ? '' : search) };

  const locale = match.kind === 'notFound' && match.reason === 'locale' ? 'en' : match.locale;
  const client = createApolloClient({ link: options.link, ssr: true });
  const head: HeadCollector = { data: null };
  const status: RenderStatus = { status: match.kind === 'notFound' ? 404 : 200 };
  const tree = (
    <Providers client={client} i18n={createI18n(locale)} config={options.config} head={head} status={status}>
      <StaticRouter location={pathname + search}>
        <App screens={await (screens ??= loadedScreens())} />
      </StaticRouter>
      <SiteToaster />
    </Providers>
  );
  // The screen's queries before the render, all at once, so the tree renders once with its data.
  // A failed one is left to the render: the screen's useQuery asks again within the page's budget
  // and shows the error as it would have.
  if (match.kind === 'page') {
    await Promise.all(screenQueries(match.route, match.locale, new URLSearchParams(search)).map((q) => client.query(q).catch(() => null)));
  }
  const { result, diagnostics } = await prerenderStatic({
    tree,
    context: { client },
    // useQuery (not Suspense) plus screens loaded up front: renderToString re-rendered until the
    // queries settle gives complete HTML with no pending boundary (and so no inline script); a
    // query not known in advance (none today) costs a pass more.
    renderFunction: renderToString,
    maxRerenders: 4,
    diagnostics: true,
  });
  return {
    kind: 'page',
    status: status.status,
    html: result,
    head: head.data ? renderHeadTags(head.data, options.config.productName) : '',
    htmlLang: htmlLang(locale),
    locale,
    state: client.extract(),
    screen: match.kind === 'page' && status.status < 400 ? match.route.screen : null,
    renders: diagnostics?.renderCount ?? 0,
  };
}
