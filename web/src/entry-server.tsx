import type { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './shell/app';
import { SiteToaster } from './shell/layout/site-toaster';
import { createApolloClient } from './core/apollo';
import { renderHeadTags, type HeadCollector } from './core/head';
import { createI18n } from './core/i18n';
import { Providers } from './shell/providers';
import type { RenderStatus } from './core/render-status';
import type { SiteConfig } from './core/site-config';
import { htmlLang, type Locale } from './i18n/locales';
import { matchPath, type Screen } from './routing/routes';
import { loadedScreens, type ScreenMap } from './shell/screens';
import { screenQueries } from './shell/screen-data';

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
      /** Passes of React over the tree: 1 when the screen's data was all asked for up front (screen-data.ts). */
      renders: number;
    };

let screens: Promise<ScreenMap> | null = null;

/**
 * Renders a URL with its data: queries run through `link` (in-process against the API), the tree
 * re-renders until no query is pending, and the cache goes into the page for hydration.
 */
export async function render(
  url: string,
  options: { link: ApolloLink; config: SiteConfig },
): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = matchPath(pathname);
  if (match.kind === 'redirect')
    return { kind: 'redirect', location: match.to + (match.to.includes('?') ? '' : search) };

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
  // The screen's queries before the render, all at once (screen-data.ts): with their answers in the
  // cache, one plain pass renders the page complete. prerenderStatic would render at least twice
  // (it cannot tell a query answered from the cache from one it must wait for).
  const queries =
    match.kind === 'page' ? screenQueries(match.route, match.locale, new URLSearchParams(search)) : [];
  const answered = await Promise.all(
    queries.map((q) =>
      client.query(q).then(
        () => true,
        () => false,
      ),
    ),
  );
  let html = answered.every(Boolean) ? renderToString(tree) : null;
  let renders = html === null ? 0 : 1;
  // A failed query, or one the table does not know (its screen then shows something still loading,
  // aria-busy), is left to prerenderStatic: it renders until the queries settle, so the page shows
  // the error screen or the data, within the page's budget. (Favourites with nothing to ask show
  // busy until the browser restores them: nothing to wait for here.)
  if (html === null || (queries.length > 0 && html.includes('aria-busy="true"'))) {
    const { result, diagnostics } = await prerenderStatic({
      tree,
      context: { client },
      // useQuery (not Suspense) plus screens loaded up front: renderToString re-rendered until the
      // queries settle gives complete HTML with no pending boundary (and so no inline script).
      renderFunction: renderToString,
      maxRerenders: 4,
      diagnostics: true,
    });
    html = result;
    renders += diagnostics?.renderCount ?? 0;
  }
  return {
    kind: 'page',
    status: status.status,
    html,
    head: head.data ? renderHeadTags(head.data, options.config.productName) : '',
    htmlLang: htmlLang(locale),
    locale,
    state: client.extract(),
    screen: match.kind === 'page' && status.status < 400 ? match.route.screen : null,
    renders,
  };
}
