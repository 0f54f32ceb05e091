import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pathFor, type Route } from '@agency/web/routes';
import { startSiteProcess } from './lib/processes.js';

/**
 * JavaScript each screen fetches before it is interactive (gzip), and the part every screen shares
 * (bootstrap, React, the app's shell, the language's messages: what the home's and the list's
 * start-up have in common). Read from the built site as a visitor gets each page - its bootstrap
 * script, the module preloads beside it and the page's `page-modules` list, which the bootstrap
 * preloads before hydrating - not from the web package's internals. The budgets are the browser
 * test's (web/e2e/bundle-size.test.ts), which fails `pnpm test` past them. Before step 10 a "floor"
 * of 174 KB stood here for react, react-dom, Apollo Client, React Router and i18next alone.
 */
const CLIENT = new URL('../web/dist/client/', import.meta.url);

const gzipKb = (files: Iterable<string>) =>
  Math.round(
    [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(new URL(file, CLIENT)), { level: 9 }).length,
      0,
    ) / 1024,
  );

/** The bootstrap (script and its preloads) and the start-up modules a page names, as asset paths. */
function startupOf(html: string): { boot: string[]; startup: string[] } {
  const paths = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));
  const boot = [
    ...paths(/<script type="module"[^>]* src="([^"]+)"/g),
    ...paths(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ];
  const listed = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1];
  const modules = (JSON.parse(listed ?? '[]') as string[]).map((file) => file.replace(/^\//, ''));
  return { boot, startup: [...new Set([...boot, ...modules])] };
}

export async function bundleSizes() {
  const site = await startSiteProcess({});
  try {
    const html = async (route: Route) => (await fetch(site.url + pathFor('en', route))).text();
    const listHtml = await html({ screen: 'models', gender: 'women', category: 'fashion' });
    const models = startupOf(listHtml);
    // The list's page is read once; the others as the table reaches them.
    const page = async (route: Route) => (route.screen === 'models' ? models : startupOf(await html(route)));
    const profileId = /href="\/en\/models\/(\d+)\//.exec(listHtml)![1]!;
    const screens: [string, Route][] = [
      ['home', { screen: 'home' }],
      ['models', { screen: 'models', gender: 'women', category: 'fashion' }],
      ['modelProfile', { screen: 'modelProfile', id: profileId }],
      ['favorites', { screen: 'favorites' }],
      ['contact', { screen: 'contact' }],
      ['getScouted', { screen: 'getScouted' }],
      ['selective', { screen: 'selective' }],
      ['about', { screen: 'about' }],
    ];
    const home = await page({ screen: 'home' });
    const inModels = new Set(models.startup);
    const sharedKb = gzipKb(new Set([...home.boot, ...home.startup.filter((file) => inModels.has(file))]));
    const rows = [];
    for (const [screen, route] of screens)
      rows.push({ screen, gzipKb: gzipKb((await page(route)).startup), sharedKb });
    return rows;
  } finally {
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await bundleSizes());
