import { describe, expect, it } from 'vitest';
import { LOCALES, htmlLang, isLocale, ogLocale } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import {
  DEFAULT_MODELS_ROUTE,
  PATH_WORDS,
  alternates,
  matchPath,
  pathFor,
  profileRoute,
  slugify,
  switchLanguagePath,
} from './routes';
import type { Match, Route } from './routes';

const page = (locale: Locale, route: Route): Match => ({ kind: 'page', locale, route });

const EVERY_ROUTE: readonly Route[] = [
  { screen: 'home' },
  { screen: 'contact' },
  { screen: 'about' },
  { screen: 'beAModel' },
  { screen: 'favorites' },
  { screen: 'selective' },
  { screen: 'models', gender: 'women', category: 'fashion' },
  { screen: 'models', gender: 'women', category: 'comercial' },
  { screen: 'models', gender: 'men', category: 'fashion' },
  { screen: 'models', gender: 'men', category: 'comercial' },
  { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' },
  { screen: 'modelProfile', id: '7' },
];

describe('locales', () => {
  it('knows pt, en and es, Portuguese first', () => {
    expect(LOCALES).toEqual(['pt', 'en', 'es']);
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('PT')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('names the languages for HTML and Open Graph', () => {
    expect(LOCALES.map(htmlLang)).toEqual(['pt-BR', 'en', 'es']);
    expect(LOCALES.map(ogLocale)).toEqual(['pt_BR', 'en_US', 'es_ES']);
  });
});

describe('PATH_WORDS', () => {
  it('gives no word two meanings across languages', () => {
    const meaningOf = new Map<string, string>();
    for (const locale of LOCALES) {
      for (const [meaning, word] of Object.entries(PATH_WORDS[locale])) {
        expect(meaningOf.get(word) ?? meaning, `${word} in ${locale}`).toBe(meaning);
        meaningOf.set(word, meaning);
      }
    }
  });

  it('uses words that are already slugs', () => {
    for (const locale of LOCALES) {
      for (const word of Object.values(PATH_WORDS[locale])) expect(slugify(word)).toBe(word);
    }
  });
});

describe('matchPath', () => {
  it.each<[string, Match]>([
    ['/', page('pt', { screen: 'home' })],
    ['', page('pt', { screen: 'home' })],
    ['/en', page('en', { screen: 'home' })],
    ['/en/', page('en', { screen: 'home' })],
    ['/es', page('es', { screen: 'home' })],
    ['/contato', page('pt', { screen: 'contact' })],
    ['/sobre', page('pt', { screen: 'about' })],
    ['/seja-um-modelo', page('pt', { screen: 'beAModel' })],
    ['/favoritos', page('pt', { screen: 'favorites' })],
    ['/seletiva', page('pt', { screen: 'selective' })],
    ['/en/contact', page('en', { screen: 'contact' })],
    ['/en/about', page('en', { screen: 'about' })],
    ['/en/be-a-model', page('en', { screen: 'beAModel' })],
    ['/en/favorites', page('en', { screen: 'favorites' })],
    ['/en/selective', page('en', { screen: 'selective' })],
    ['/es/contacto', page('es', { screen: 'contact' })],
    ['/es/sobre-nosotros', page('es', { screen: 'about' })],
    ['/es/ser-modelo', page('es', { screen: 'beAModel' })],
    ['/es/favoritos', page('es', { screen: 'favorites' })],
    ['/es/selectiva', page('es', { screen: 'selective' })],
  ])('%s is a page', (path, expected) => {
    expect(matchPath(path)).toEqual(expected);
  });

  it.each<[string, Match]>([
    ['/modelos/mulheres/fashion', page('pt', { screen: 'models', gender: 'women', category: 'fashion' })],
    ['/modelos/homens/comercial', page('pt', { screen: 'models', gender: 'men', category: 'comercial' })],
    ['/en/models/women/fashion', page('en', { screen: 'models', gender: 'women', category: 'fashion' })],
    ['/en/models/men/comercial', page('en', { screen: 'models', gender: 'men', category: 'comercial' })],
    ['/es/modelos/mujeres/comercial', page('es', { screen: 'models', gender: 'women', category: 'comercial' })],
    ['/es/modelos/hombres/fashion', page('es', { screen: 'models', gender: 'men', category: 'fashion' })],
    ['/modelos', page('pt', DEFAULT_MODELS_ROUTE)],
    ['/en/models', page('en', DEFAULT_MODELS_ROUTE)],
    ['/es/modelos/', page('es', DEFAULT_MODELS_ROUTE)],
    ['/en/models/men', page('en', { screen: 'models', gender: 'men', category: 'fashion' })],
  ])('%s is a model list', (path, expected) => {
    expect(matchPath(path)).toEqual(expected);
  });

  it('defaults the bare models path to women, fashion', () => {
    expect(DEFAULT_MODELS_ROUTE).toEqual({ screen: 'models', gender: 'women', category: 'fashion' });
  });

  it.each<[string, Match]>([
    ['/modelos/48213/ana-clara-souza', page('pt', { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' })],
    ['/en/models/48213/ana-clara-souza', page('en', { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' })],
    ['/es/modelos/48213/ana-clara-souza/', page('es', { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' })],
    ['/en/models/48213', page('en', { screen: 'modelProfile', id: '48213' })],
    ['/modelos/48213/', page('pt', { screen: 'modelProfile', id: '48213' })],
    ['/modelos/48213/any-old-name', page('pt', { screen: 'modelProfile', id: '48213', slug: 'any-old-name' })],
    ['/modelos/9/concei%C3%A7%C3%A3o', page('pt', { screen: 'modelProfile', id: '9', slug: 'conceição' })],
  ])('%s is a model profile', (path, expected) => {
    expect(matchPath(path)).toEqual(expected);
  });

  it.each<[string, Match]>([
    ['/en/modelos/mulheres/fashion', page('en', { screen: 'models', gender: 'women', category: 'fashion' })],
    ['/es/models/women/comercial', page('es', { screen: 'models', gender: 'women', category: 'comercial' })],
    ['/models/men/fashion', page('pt', { screen: 'models', gender: 'men', category: 'fashion' })],
    ['/modelos/hombres/fashion', page('pt', { screen: 'models', gender: 'men', category: 'fashion' })],
    ['/en/contato', page('en', { screen: 'contact' })],
    ['/es/contact', page('es', { screen: 'contact' })],
    ['/contacto', page('pt', { screen: 'contact' })],
    ['/en/sobre-nosotros', page('en', { screen: 'about' })],
    ['/es/sobre', page('es', { screen: 'about' })],
    ['/en/seja-um-modelo', page('en', { screen: 'beAModel' })],
    ['/ser-modelo', page('pt', { screen: 'beAModel' })],
    ['/en/favoritos', page('en', { screen: 'favorites' })],
    ['/favorites', page('pt', { screen: 'favorites' })],
    ['/en/seletiva', page('en', { screen: 'selective' })],
    ['/es/selective', page('es', { screen: 'selective' })],
    ['/es/models/48213/x', page('es', { screen: 'modelProfile', id: '48213', slug: 'x' })],
  ])('%s: any language word is accepted under any prefix', (path, expected) => {
    expect(matchPath(path)).toEqual(expected);
  });

  it.each<[string, Match]>([
    ['/contato?utm_source=ig', page('pt', { screen: 'contact' })],
    ['/en/models/women/fashion?letter=A', page('en', { screen: 'models', gender: 'women', category: 'fashion' })],
    ['/en/contact/#map', page('en', { screen: 'contact' })],
    ['/en?x=1', page('en', { screen: 'home' })],
  ])('%s: query string and hash are ignored', (path, expected) => {
    expect(matchPath(path)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['/pt', '/'],
    ['/pt/', '/'],
    ['/pt/contato', '/contato'],
    ['/pt/contato/', '/contato'],
    ['/pt/modelos/mulheres/fashion', '/modelos/mulheres/fashion'],
    ['/pt/modelos/48213/ana-clara-souza', '/modelos/48213/ana-clara-souza'],
    ['/pt/contato?utm_source=ig', '/contato?utm_source=ig'],
    ['/pt?x=1', '/?x=1'],
    ['/pt/nao-existe', '/nao-existe'],
    ['/pt//evil.example', '/evil.example'],
    ['/pt/\\evil.example', '/evil.example'],
    ['/pt/\\/evil.example/x', '/evil.example/x'],
  ])('%s redirects to %s', (path, to) => {
    expect(matchPath(path)).toEqual({ kind: 'redirect', to });
  });

  it.each(['/pt/en/contact', '/pt/pt', '/pt/es'])('%s names two languages: 404', (path) => {
    expect(matchPath(path)).toEqual({ kind: 'notFound', locale: 'pt', reason: 'route' });
  });

  it.each(['/fr', '/xx', '/fr/contact', '/de/models/women/fashion', '/xx/', '/EN', '/pt-br/contato', '/en_US'])(
    '%s is an unknown language: 404 in Portuguese',
    (path) => {
      expect(matchPath(path)).toEqual({ kind: 'notFound', locale: 'pt', reason: 'locale' });
    },
  );

  it.each<[string, Locale]>([
    ['/modelos/mulheres/kids', 'pt'],
    ['/modelos/criancas/fashion', 'pt'],
    ['/en/models/abc/x', 'en'],
    ['/en/models/abc', 'en'],
    ['/en/models/12a/x', 'en'],
    ['/en/models/-1/x', 'en'],
    ['/en/models/48213/ana/extra', 'en'],
    ['/en/models/women/fashion/extra', 'en'],
    ['/en/nope', 'en'],
    ['/es/contacto/extra', 'es'],
    ['/en/en', 'en'],
    ['/nao-existe', 'pt'],
    ['/contato/extra', 'pt'],
    ['/48213', 'pt'],
    ['/Contato', 'pt'],
  ])('%s is an unknown route (404 in %s)', (path, locale) => {
    expect(matchPath(path)).toEqual({ kind: 'notFound', locale, reason: 'route' });
  });
});

describe('pathFor', () => {
  it.each<[Locale, Route, string]>([
    ['pt', { screen: 'home' }, '/'],
    ['en', { screen: 'home' }, '/en'],
    ['es', { screen: 'home' }, '/es'],
    ['pt', { screen: 'contact' }, '/contato'],
    ['en', { screen: 'contact' }, '/en/contact'],
    ['es', { screen: 'contact' }, '/es/contacto'],
    ['pt', { screen: 'about' }, '/sobre'],
    ['en', { screen: 'about' }, '/en/about'],
    ['es', { screen: 'about' }, '/es/sobre-nosotros'],
    ['pt', { screen: 'beAModel' }, '/seja-um-modelo'],
    ['en', { screen: 'beAModel' }, '/en/be-a-model'],
    ['es', { screen: 'beAModel' }, '/es/ser-modelo'],
    ['pt', { screen: 'favorites' }, '/favoritos'],
    ['en', { screen: 'favorites' }, '/en/favorites'],
    ['es', { screen: 'favorites' }, '/es/favoritos'],
    ['pt', { screen: 'selective' }, '/seletiva'],
    ['en', { screen: 'selective' }, '/en/selective'],
    ['es', { screen: 'selective' }, '/es/selectiva'],
    ['pt', { screen: 'models', gender: 'women', category: 'fashion' }, '/modelos/mulheres/fashion'],
    ['en', { screen: 'models', gender: 'women', category: 'fashion' }, '/en/models/women/fashion'],
    ['es', { screen: 'models', gender: 'men', category: 'comercial' }, '/es/modelos/hombres/comercial'],
    ['pt', { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' }, '/modelos/48213/ana-clara-souza'],
    ['en', { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' }, '/en/models/48213/ana-clara-souza'],
    ['en', { screen: 'modelProfile', id: '48213' }, '/en/models/48213'],
    ['es', { screen: 'modelProfile', id: '48213', slug: 'Conceição Araújo' }, '/es/modelos/48213/conceicao-araujo'],
    ['pt', { screen: 'modelProfile', id: '48213', slug: '' }, '/modelos/48213'],
    ['pt', { screen: 'modelProfile', id: '48213', slug: '★' }, '/modelos/48213'],
  ])('%s %o is %s', (locale, route, path) => {
    expect(pathFor(locale, route)).toBe(path);
  });

  it('builds profile routes from a model name', () => {
    expect(profileRoute('48213', 'Ana Clara Souza')).toEqual({ screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' });
    expect(profileRoute('5', '—')).toEqual({ screen: 'modelProfile', id: '5' });
    expect(pathFor('pt', profileRoute('48213', 'Ana Clara Souza'))).toBe('/modelos/48213/ana-clara-souza');
  });

  it.each(LOCALES.flatMap((locale) => EVERY_ROUTE.map((route) => [locale, route] as const)))(
    'round-trips %s %o through matchPath',
    (locale, route) => {
      expect(matchPath(pathFor(locale, route))).toEqual(page(locale, route));
    },
  );
});

describe('slugify', () => {
  it.each([
    ['Conceição Araújo', 'conceicao-araujo'],
    ['Ana Clara Souza', 'ana-clara-souza'],
    ['  JOÃO  Pedro  ', 'joao-pedro'],
    ["D'Ávila Müller-Ñúñez", 'd-avila-muller-nunez'],
    ['Zoë & Chloé!', 'zoe-chloe'],
    ['Maria 2', 'maria-2'],
    ['---', ''],
    ['', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('is idempotent', () => {
    expect(slugify(slugify('Conceição  Araújo'))).toBe('conceicao-araujo');
  });
});

describe('switchLanguagePath', () => {
  it('walks contact through the three languages', () => {
    const en = switchLanguagePath('/contato', '', 'en');
    expect(en).toBe('/en/contact');
    const es = switchLanguagePath(en, '', 'es');
    expect(es).toBe('/es/contacto');
    expect(switchLanguagePath(es, '', 'pt')).toBe('/contato');
  });

  it.each<[string, Locale, string]>([
    ['/', 'en', '/en'],
    ['/en', 'pt', '/'],
    ['/es', 'en', '/en'],
    ['/sobre', 'es', '/es/sobre-nosotros'],
    ['/es/sobre-nosotros', 'en', '/en/about'],
    ['/seja-um-modelo', 'en', '/en/be-a-model'],
    ['/en/be-a-model', 'es', '/es/ser-modelo'],
    ['/favoritos', 'en', '/en/favorites'],
    ['/en/favorites', 'es', '/es/favoritos'],
    ['/seletiva', 'es', '/es/selectiva'],
    ['/es/selectiva', 'en', '/en/selective'],
    ['/en/models/men/comercial', 'pt', '/modelos/homens/comercial'],
    ['/modelos/mulheres/fashion', 'es', '/es/modelos/mujeres/fashion'],
    ['/es/modelos/hombres/fashion', 'en', '/en/models/men/fashion'],
    ['/modelos', 'en', '/en/models/women/fashion'],
    ['/modelos/48213/ana-clara-souza', 'en', '/en/models/48213/ana-clara-souza'],
    ['/en/models/48213/ana-clara-souza', 'es', '/es/modelos/48213/ana-clara-souza'],
    ['/es/modelos/48213', 'pt', '/modelos/48213'],
    ['/en/modelos/mulheres/comercial', 'en', '/en/models/women/comercial'],
    ['/pt/contato', 'en', '/en/contact'],
    ['/en/contact', 'en', '/en/contact'],
  ])('%s in %s is %s', (path, to, expected) => {
    expect(switchLanguagePath(path, '', to)).toBe(expected);
  });

  it('keeps the query string', () => {
    expect(switchLanguagePath('/modelos/mulheres/fashion', '?letter=A', 'en')).toBe('/en/models/women/fashion?letter=A');
    expect(switchLanguagePath('/contato', 'ref=ig', 'es')).toBe('/es/contacto?ref=ig');
    expect(switchLanguagePath('/contato', '?', 'en')).toBe('/en/contact');
  });

  it.each<[string, Locale, string]>([
    ['/nao-existe', 'en', '/en'],
    ['/fr/contact', 'es', '/es'],
    ['/en/models/abc/x', 'pt', '/'],
  ])('sends the unknown page %s to the %s home', (path, to, expected) => {
    expect(switchLanguagePath(path, '?x=1', to)).toBe(expected);
  });
});

describe('alternates', () => {
  it('gives the canonical path in every language', () => {
    expect(alternates({ screen: 'contact' })).toEqual({ pt: '/contato', en: '/en/contact', es: '/es/contacto' });
    expect(alternates({ screen: 'home' })).toEqual({ pt: '/', en: '/en', es: '/es' });
    expect(alternates({ screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' })).toEqual({
      pt: '/modelos/48213/ana-clara-souza',
      en: '/en/models/48213/ana-clara-souza',
      es: '/es/modelos/48213/ana-clara-souza',
    });
    expect(alternates({ screen: 'models', gender: 'men', category: 'fashion' })).toEqual({
      pt: '/modelos/homens/fashion',
      en: '/en/models/men/fashion',
      es: '/es/modelos/hombres/fashion',
    });
  });
});
