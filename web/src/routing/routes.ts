import { readBoardFilters, withBoardFilters } from '@agency/rules/board-filters';
import { foldAccents } from '@agency/rules/fold-accents';
import { DEFAULT_LOCALE, LOCALES, isLocale } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { BOARD_WORDS, PAGE_WORDS } from './path-words';
import type { ModelCategory, ModelGender, PageScreen } from './path-words';

export type { ModelCategory, ModelGender, PageScreen } from './path-words';

export type Route =
  | { screen: 'home' }
  | { [S in PageScreen]: { screen: S } }[PageScreen]
  | { screen: 'models'; gender: ModelGender; category: ModelCategory }
  | { screen: 'modelProfile'; id: string; slug?: string };

export type Screen = Route['screen'];

export type Match =
  | { kind: 'page'; locale: Locale; route: Route }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; locale: Locale; reason: 'locale' | 'route' };

type PathWord = PageScreen | 'models' | ModelGender | ModelCategory;

const PAGE_SCREENS = Object.keys(PAGE_WORDS) as PageScreen[];

/** The one translation table of URL words (path-words.ts); links use the page language's column. */
export const PATH_WORDS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      ...BOARD_WORDS[locale],
      ...Object.fromEntries(PAGE_SCREENS.map((screen) => [screen, PAGE_WORDS[screen][locale]])),
    },
  ]),
) as Record<Locale, Record<PathWord, string>>;

/** What the bare models path (`/modelos`, `/en/models`) shows. */
export const DEFAULT_MODELS_ROUTE = {
  screen: 'models',
  gender: 'women',
  category: 'fashion',
} as const satisfies Route;

const GENDERS: readonly ModelGender[] = ['women', 'men'];
const CATEGORIES: readonly ModelCategory[] = ['fashion', 'comercial'];

// Matching accepts every language's word under every prefix (old links and hand-edited URLs
// keep working), so the words of all languages are pooled per meaning.
function wordsFor(meaning: PathWord): ReadonlySet<string> {
  return new Set(LOCALES.map((locale) => PATH_WORDS[locale][meaning]));
}

const PAGE_BY_WORD = new Map<string, PageScreen>(
  PAGE_SCREENS.flatMap((screen) => [...wordsFor(screen)].map((word) => [word, screen] as const)),
);
const MODELS_WORDS = wordsFor('models');
const GENDER_WORDS = new Map<string, ModelGender>(
  GENDERS.flatMap((gender) => [...wordsFor(gender)].map((word) => [word, gender] as const)),
);
const CATEGORY_WORDS = new Map<string, ModelCategory>(
  CATEGORIES.flatMap((category) => [...wordsFor(category)].map((word) => [word, category] as const)),
);

const DIGITS = /^\d+$/;
// Shapes like `fr`, `de-at` or `pt_BR`: a first segment that looks like a language we do not
// serve is reported as a locale error (logged apart), anything else as an unknown route.
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function splitPath(pathname: string): { segments: string[]; rest: string } {
  const cut = pathname.search(/[?#]/);
  const path = cut === -1 ? pathname : pathname.slice(0, cut);
  const rest = cut === -1 ? '' : pathname.slice(cut);
  // Browsers read a backslash as '/', so it separates segments here too: a redirect then never
  // starts with two separators, which a browser would follow to another host.
  return { segments: path.split(/[/\\]/).filter((s) => s !== ''), rest };
}

function matchRoute(segments: readonly string[]): Route | undefined {
  const [first, second, third, ...extra] = segments.map(safeDecode);
  if (first === undefined) return { screen: 'home' };
  if (second === undefined) {
    const page = PAGE_BY_WORD.get(first);
    if (page) return { screen: page };
  }
  if (!MODELS_WORDS.has(first) || extra.length > 0) return undefined;
  if (second === undefined) return { ...DEFAULT_MODELS_ROUTE };
  if (DIGITS.test(second)) {
    return third === undefined
      ? { screen: 'modelProfile', id: second }
      : { screen: 'modelProfile', id: second, slug: third };
  }
  const gender = GENDER_WORDS.get(second);
  if (!gender) return undefined;
  // `/models/men` is not in the route table but is what a visitor trimming the URL expects.
  const category = third === undefined ? DEFAULT_MODELS_ROUTE.category : CATEGORY_WORDS.get(third);
  return category ? { screen: 'models', gender, category } : undefined;
}

/**
 * Reads a pathname (a query string or hash on it is ignored, and kept on a redirect).
 * Portuguese pages have no prefix; `/pt/...` redirects to the unprefixed path.
 */
export function matchPath(pathname: string): Match {
  const { segments, rest } = splitPath(pathname);
  const [first, ...tail] = segments;

  if (first === DEFAULT_LOCALE) {
    // `/pt/en/...` names two languages; redirecting would silently switch to the second one.
    if (isLocale(tail[0])) return { kind: 'notFound', locale: DEFAULT_LOCALE, reason: 'route' };
    return { kind: 'redirect', to: `/${tail.join('/')}${rest}` };
  }

  if (first !== undefined && isLocale(first)) {
    const route = matchRoute(tail);
    return route
      ? { kind: 'page', locale: first, route }
      : { kind: 'notFound', locale: first, reason: 'route' };
  }

  const route = matchRoute(segments);
  if (route) return { kind: 'page', locale: DEFAULT_LOCALE, route };
  const reason = first !== undefined && LANGUAGE_TAG.test(first) ? 'locale' : 'route';
  return { kind: 'notFound', locale: DEFAULT_LOCALE, reason };
}

/** Lower case, accents stripped, every run of other characters turned into one '-'. */
export function slugify(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function profileRoute(id: string, name: string): Extract<Route, { screen: 'modelProfile' }> {
  const slug = slugify(name);
  return slug === '' ? { screen: 'modelProfile', id } : { screen: 'modelProfile', id, slug };
}

function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The canonical path of a page: the language's own words, full models path, slugified name. */
export function pathFor(locale: Locale, route: Route): string {
  const words = PATH_WORDS[locale];
  const prefix = localePrefix(locale);
  switch (route.screen) {
    case 'home':
      return prefix === '' ? '/' : prefix;
    case 'models':
      return `${prefix}/${words.models}/${words[route.gender]}/${words[route.category]}`;
    case 'modelProfile': {
      // Slugified again so that a slug read from a hand-typed URL comes out canonical.
      const slug = route.slug === undefined ? '' : slugify(route.slug);
      return `${prefix}/${words.models}/${route.id}${slug === '' ? '' : `/${slug}`}`;
    }
    default:
      return `${prefix}/${words[route.screen]}`;
  }
}

function normalizeSearch(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * The same page in another language, query string kept (a board's filters in that language's
 * words and values); an unknown page leads to that language's home.
 */
export function switchLanguagePath(pathname: string, search: string, to: Locale): string {
  let match = matchPath(pathname);
  if (match.kind === 'redirect') match = matchPath(match.to);
  if (match.kind !== 'page') return pathFor(to, { screen: 'home' });
  if (match.route.screen !== 'models') return `${pathFor(to, match.route)}${normalizeSearch(search)}`;
  const params = new URLSearchParams(search);
  const query = withBoardFilters(params, readBoardFilters(params).filters, to).toString();
  return `${pathFor(to, match.route)}${normalizeSearch(query)}`;
}

/** Canonical path of the page in every language, for `<link rel="alternate" hreflang>`. */
export function alternates(route: Route): Record<Locale, string> {
  return { pt: pathFor('pt', route), en: pathFor('en', route), es: pathFor('es', route) };
}
