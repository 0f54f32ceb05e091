import type { ApolloLink } from '@apollo/client';
import type { SiteConfig } from '../src/core/site-config.js';
import type { RenderResult } from '../src/entry-server.js';
import type { PageAssets } from './asset-links.js';

/** What web/src/entry-server.tsx exports, whether loaded from the build or through Vite. */
export type RenderModule = {
  render: (url: string, options: { link: ApolloLink; config: SiteConfig }) => Promise<RenderResult>;
};

/** JSON for a data block inside HTML: `<` escaped so no text can close the script element. */
function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

// React writes the preloads of the page's high-priority images (its own for an <img>, preload()
// calls for a <picture>) at the start of the rendered markup.
const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * index.html with a rendered page in its placeholders (the built template or Vite's). The image
 * preloads move to the top of the head, ahead of fonts and scripts: the hero is the page's largest
 * paint, and the first requests a phone makes decide when it shows.
 */
export function fillTemplate(
  template: string,
  page: Extract<RenderResult, { kind: 'page' }>,
  config: SiteConfig,
  assets: PageAssets = { head: '', modules: [] },
): string {
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const html = page.html.slice(preloads.length);
  // Function replacements: rendered text may contain `$&` or `$'`, which a string replacement would expand.
  return template
    .replace('<!--app-lang-->', () => page.htmlLang)
    .replace('<!--app-preload-->', () => preloads.replace(/\/>(?=<link)/g, '/>\n    '))
    .replace('<!--app-head-->', () => (assets.head ? `${page.head}\n    ${assets.head}` : page.head))
    .replace('<!--app-html-->', () => html)
    .replace(
      '<!--app-data-->',
      () =>
        jsonBlock('apollo-state', page.state) +
        jsonBlock('site-config', config) +
        jsonBlock('page-modules', assets.modules) +
        jsonBlock('screen-files', assets.screens ?? {}),
    );
}
