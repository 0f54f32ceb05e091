import { createContext, useContext, useEffect, type ReactNode } from 'react';
import escapeHtml from 'escape-html';

/** What a page declares about itself for the document head. */
export type HeadData = {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  image?: string | null;
  type?: 'website' | 'profile';
  htmlLang: string;
  ogLocale: string;
};

export type HeadCollector = { data: HeadData | null };

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({
  collector,
  children,
}: {
  collector: HeadCollector | null;
  children: ReactNode;
}) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/**
 * On the server the last page-level call wins and is written into the HTML head; in the browser
 * the same data updates the document after navigation.
 */
export function useHead(data: HeadData): void {
  const collector = useContext(HeadContext);
  // eslint-disable-next-line react-hooks/immutability -- the server render's collector: written while rendering, read after
  if (collector) collector.data = data;
  // By value: the page builds a new list on every render.
  const alternatesKey = JSON.stringify(data.alternates);
  useEffect(() => {
    document.title = data.title;
    // Written only when it changes: any write of `lang` on <html>, even the same value, makes the
    // browser restyle every element of the page (:lang), 15-25 ms on a form page at start-up.
    if (document.documentElement.lang !== data.htmlLang) document.documentElement.lang = data.htmlLang;
    setMeta('name', 'description', data.description);
    setMeta('property', 'og:title', data.title);
    setMeta('property', 'og:description', data.description);
    setMeta('property', 'og:url', data.canonical);
    setMeta('property', 'og:locale', data.ogLocale);
    setMeta('name', 'twitter:title', data.title);
    setMeta('name', 'twitter:description', data.description);
    if (data.image) {
      setMeta('property', 'og:image', data.image);
      setMeta('name', 'twitter:image', data.image);
    }
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', data.canonical);
    // A board's filters change its alternates too; the server wrote one link per language.
    for (const { hreflang, href } of JSON.parse(alternatesKey) as HeadData['alternates'])
      document.querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)?.setAttribute('href', href);
  }, [data.title, data.description, data.canonical, data.image, data.htmlLang, data.ogLocale, alternatesKey]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** The head tags as HTML, for the server's template. */
export function renderHeadTags(head: HeadData, productName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`,
    ),
    `<meta property="og:site_name" content="${escapeHtml(productName)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    `<meta property="og:locale" content="${head.ogLocale}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(head.image)}">`,
      `<meta name="twitter:image" content="${escapeHtml(head.image)}">`,
    );
  }
  return tags.join('\n    ');
}
