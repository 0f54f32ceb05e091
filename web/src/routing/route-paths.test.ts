import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { alternates, matchPath, pathFor, profileRoute, slugify, switchLanguagePath } from './routes';
import type { Route } from './routes';
import { EVERY_ROUTE, page } from '../testing/route-fixtures';

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
    ['pt', { screen: 'getScouted' }, '/seja-um-modelo'],
    ['en', { screen: 'getScouted' }, '/en/be-a-model'],
    ['es', { screen: 'getScouted' }, '/es/ser-modelo'],
    ['pt', { screen: 'favorites' }, '/favoritos'],
    ['en', { screen: 'favorites' }, '/en/favorites'],
    ['es', { screen: 'favorites' }, '/es/favoritos'],
    ['pt', { screen: 'selective' }, '/seletiva'],
    ['en', { screen: 'selective' }, '/en/selective'],
    ['es', { screen: 'selective' }, '/es/selectiva'],
    ['pt', { screen: 'models', gender: 'women', category: 'fashion' }, '/modelos/mulheres/fashion'],
    ['en', { screen: 'models', gender: 'women', category: 'fashion' }, '/en/models/women/fashion'],
    ['es', { screen: 'models', gender: 'men', category: 'comercial' }, '/es/modelos/hombres/comercial'],
    [
      'pt',
      { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' },
      '/modelos/48213/ana-clara-souza',
    ],
    [
      'en',
      { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' },
      '/en/models/48213/ana-clara-souza',
    ],
    ['en', { screen: 'modelProfile', id: '48213' }, '/en/models/48213'],
    [
      'es',
      { screen: 'modelProfile', id: '48213', slug: 'Conceição Araújo' },
      '/es/modelos/48213/conceicao-araujo',
    ],
    ['pt', { screen: 'modelProfile', id: '48213', slug: '' }, '/modelos/48213'],
    ['pt', { screen: 'modelProfile', id: '48213', slug: '★' }, '/modelos/48213'],
  ])('%s %o is %s', (locale, route, path) => {
    expect(pathFor(locale, route)).toBe(path);
  });

  it('builds profile routes from a model name', () => {
    expect(profileRoute('48213', 'Ana Clara Souza')).toEqual({
      screen: 'modelProfile',
      id: '48213',
      slug: 'ana-clara-souza',
    });
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
    expect(switchLanguagePath('/modelos/mulheres/fashion', '?letter=A', 'en')).toBe(
      '/en/models/women/fashion?letter=A',
    );
    expect(switchLanguagePath('/contato', 'ref=ig', 'es')).toBe('/es/contacto?ref=ig');
    expect(switchLanguagePath('/contato', '?', 'en')).toBe('/en/contact');
  });

  it('translates a board’s filters into the other language’s words and values, the rest kept', () => {
    const en = switchLanguagePath(
      '/modelos/mulheres/fashion',
      '?q=ana&altura=170-180&olhos=castanhos-claros&cabelo=loiro',
      'en',
    );
    expect(en).toBe('/en/models/women/fashion?q=ana&height=170-180&eyes=light-brown&hair=blonde');
    const es = switchLanguagePath('/en/models/women/fashion', en.split('?')[1]!, 'es');
    expect(es).toBe('/es/modelos/mujeres/fashion?q=ana&altura=170-180&ojos=castanos-claros&cabello=rubio');
    expect(switchLanguagePath('/es/modelos/mujeres/fashion', es.split('?')[1]!, 'pt')).toBe(
      '/modelos/mulheres/fashion?q=ana&altura=170-180&olhos=castanhos-claros&cabelo=loiro',
    );
    // The no-JavaScript form's two height lists come out as one range; unreadable values go.
    expect(switchLanguagePath('/modelos/homens/comercial', '?altura=180&altura=&olhos=roxo', 'en')).toBe(
      '/en/models/men/comercial?height=180-',
    );
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
    expect(alternates({ screen: 'contact' })).toEqual({
      pt: '/contato',
      en: '/en/contact',
      es: '/es/contacto',
    });
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
