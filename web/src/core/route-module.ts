import type { DocumentNode, ErrorPolicy, OperationVariables } from '@apollo/client';
import type { ComponentType } from 'react';
import type { Locale as ApiLocale } from '../gql/graphql';
import type { Route, Screen } from '../routing/routes';
import type { ScreenProps } from './screen-props';

/** A query a screen's first render asks for, as it passes it to `useQuery`. */
export type ScreenQuery = { query: DocumentNode; variables?: OperationVariables; errorPolicy?: ErrorPolicy };

export type ScreenModule<S extends Screen = Screen> = { default: ComponentType<ScreenProps<S>> };

/** What the sitemap reads from the API before asking each screen for its pages. */
export type SitemapListing = { models: readonly { id: string; name: string }[] };

/**
 * Everything about one screen apart from its URL words (routing/path-words.ts, which links on lower
 * floors read): its code, its data and its sitemap pages. Each screen's lives in its feature folder
 * (`route.ts`), and shell/route-modules.ts lists them (docs/decisions/0032-one-route-module-per-screen.md).
 */
export type RouteModule<S extends Screen> = {
  /** The screen's source file, as the client build's manifest keys it (path from web/). */
  module: string;
  /**
   * Its code, in a chunk of its own: a dynamic `import()` of `module`. A static import would put
   * the screen's code in every page's start-up chunk.
   */
  load: () => Promise<ScreenModule<S>>;
  /** Builds zod schemas as its code loads, so zod must be set jitless first (shell/zod-jitless.ts). */
  forms?: true;
  /**
   * The queries its first render asks for, read from the URL alone: the same documents and
   * variables the screen passes to `useQuery`, so a query started before the screen renders (on the
   * server, or at a tap before its code has come) is the one it then finds in the cache.
   */
  queries: (
    route: Extract<Route, { screen: S }>,
    page: { apiLocale: ApiLocale; search: URLSearchParams },
  ) => ScreenQuery[];
  /** Its pages in the sitemap; none when left out. */
  sitemap?: (listing: SitemapListing) => Extract<Route, { screen: S }>[];
};
