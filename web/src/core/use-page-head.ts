import { useTranslation } from 'react-i18next';
import { htmlLang, LOCALES, ogLocale, type Locale } from '../i18n/locales';
import { alternates, pathFor, type Route } from '../routing/routes';
import { resizedUrl } from './responsive-images';
import { useHead } from './head';
import { usePage } from './page-context';
import { useSiteConfig } from './site-config';

/** A path on our origin made absolute (crawlers need it); other URLs as they are. */
const onOrigin = (url: string, origin: string) => (url.startsWith('/') ? origin + url : url);

/** Head tags of a page: '{page} | {product}', description, canonical, hreflang, Open Graph. */
export function usePageHead(page: {
  title: string;
  description: string;
  image?: string | null;
  route?: Route;
  type?: 'website' | 'profile';
  /** The part of the query that makes this a page of its own ('?altura=170-180'), per language; '' for none. */
  query?: (locale: Locale) => string;
}) {
  const { t } = useTranslation();
  const { locale, route: current } = usePage();
  const { productName, origin } = useSiteConfig();
  const route = page.route ?? current;
  const query = page.query ?? (() => '');
  const links = route ? alternates(route) : null;
  useHead({
    title: t('meta.title_template', { page: page.title, product: productName }),
    description: page.description,
    canonical: origin + (route ? pathFor(locale, route) + query(locale) : '/'),
    alternates: links
      ? [
          ...LOCALES.map((l) => ({ hreflang: htmlLang(l), href: origin + links[l] + query(l) })),
          { hreflang: 'x-default', href: origin + links.pt + query('pt') },
        ]
      : [],
    // Shared links show the image from our origin, resized (JPEG for crawlers that accept nothing
    // better), not from the panel's storage host.
    image: page.image ? onOrigin(resizedUrl(page.image, 1080), origin) : null,
    type: page.type,
    htmlLang: htmlLang(locale),
    ogLocale: ogLocale(locale),
  });
}
