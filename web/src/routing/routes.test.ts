import { describe, expect, it } from 'vitest';
import { LOCALES, htmlLang, isLocale, ogLocale } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { DEFAULT_MODELS_ROUTE, PATH_WORDS, matchPath, slugify } from './routes';
import type { Match } from './routes';
import { page } from '../testing/route-fixtures';

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
    ['/seja-um-modelo', page('pt', { screen: 'getScouted' })],
    ['/favoritos', page('pt', { screen: 'favorites' })],
    ['/seletiva', page('pt', { screen: 'selective' })],
    ['/en/contact', page('en', { screen: 'contact' })],
    ['/en/about', page('en', { screen: 'about' })],
    ['/en/be-a-model', page('en', { screen: 'getScouted' })],
    ['/en/favorites', page('en', { screen: 'favorites' })],
    ['/en/selective', page('en', { screen: 'selective' })],
    ['/es/contacto', page('es', { screen: 'contact' })],
    ['/es/sobre-nosotros', page('es', { screen: 'about' })],
    ['/es/ser-modelo', page('es', { screen: 'getScouted' })],
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
    [
      '/es/modelos/mujeres/comercial',
      page('es', { screen: 'models', gender: 'women', category: 'comercial' }),
    ],
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
    [
      '/modelos/48213/ana-clara-souza',
      page('pt', { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' }),
    ],
    [
      '/en/models/48213/ana-clara-souza',
      page('en', { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' }),
    ],
    [
      '/es/modelos/48213/ana-clara-souza/',
      page('es', { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' }),
    ],
    ['/en/models/48213', page('en', { screen: 'modelProfile', id: '48213' })],
    ['/modelos/48213/', page('pt', { screen: 'modelProfile', id: '48213' })],
    [
      '/modelos/48213/any-old-name',
      page('pt', { screen: 'modelProfile', id: '48213', slug: 'any-old-name' }),
    ],
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
    ['/en/seja-um-modelo', page('en', { screen: 'getScouted' })],
    ['/ser-modelo', page('pt', { screen: 'getScouted' })],
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
    [
      '/en/models/women/fashion?letter=A',
      page('en', { screen: 'models', gender: 'women', category: 'fashion' }),
    ],
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

  it.each([
    '/fr',
    '/xx',
    '/fr/contact',
    '/de/models/women/fashion',
    '/xx/',
    '/EN',
    '/pt-br/contato',
    '/en_US',
  ])('%s is an unknown language: 404 in Portuguese', (path) => {
    expect(matchPath(path)).toEqual({ kind: 'notFound', locale: 'pt', reason: 'locale' });
  });

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
