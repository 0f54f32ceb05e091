import { htmlLang, LOCALES } from '../src/i18n/locales.js';
import { alternates, type Route } from '../src/routing/routes.js';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * A sitemap with each page once per language, every entry naming all its languages (and
 * x-default, Portuguese, as the pages' own hreflang links do), as search engines ask.
 */
export function sitemapXml(origin: string, routes: readonly Route[]): string {
  const entries: string[] = [];
  for (const route of routes) {
    const paths = alternates(route);
    const links = [
      ...LOCALES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${htmlLang(locale)}" href="${escapeXml(origin + paths[locale])}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + paths.pt)}"/>`,
    ].join('\n');
    for (const locale of LOCALES)
      entries.push(`  <url>\n    <loc>${escapeXml(origin + paths[locale])}</loc>\n${links}\n  </url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Pages may be crawled, not the API or the signed download links (they expire, so a crawler would
 * only collect 410s); the sitemap is named by its absolute URL, as the protocol requires.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /graphql\nDisallow: /downloads/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
