import type { ApolloLink } from '@apollo/client';
import type { SiteConfig } from '../src/app/site-config.js';
import type { RenderResult } from '../src/entry-server.js';

/** What web/src/entry-server.tsx exports, whether loaded from the build or through Vite. */
export type RenderModule = { render(url: string, options: { link: ApolloLink; config: SiteConfig }): Promise<RenderResult> };

/** JSON for a data block inside HTML: `<` escaped so no text can close the script element. */
function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * index.html with a rendered page in its placeholders (the built template or Vite's); `assets` are
 * the extra tags of the page's head (the built site's CSS and preloads).
 */
export function fillTemplate(template: string, page: Extract<RenderResult, { kind: 'page' }>, config: SiteConfig, assets: string): string {
  // Function replacements: rendered text may contain `$&` or `$'`, which a string replacement would expand.
  return template
    .replace('<!--app-lang-->', () => page.htmlLang)
    .replace('<!--app-head-->', () => (assets ? `${page.head}\n    ${assets}` : page.head))
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => jsonBlock('apollo-state', page.state) + jsonBlock('site-config', config));
}
