// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { renderWithSite } from '../../testing/render-with-site';
import ProfileScreen from './profile-screen';
import { ModelProfileQuery } from './profile-query';

// The profile's measures in both units and its comp card link, as a visitor reads them in each
// language: metric first in Portuguese and Spanish, imperial first in English.

const LABELS = {
  pt: { height: 'Altura', bust: 'Busto', shoes: 'Sapatos', eyes: 'Olhos', title: 'Medidas' },
  en: { height: 'Height', bust: 'Bust', shoes: 'Shoes', eyes: 'Eyes', title: 'Measurements' },
  es: { height: 'Altura', bust: 'Busto', shoes: 'Zapatos', eyes: 'Ojos', title: 'Medidas' },
} as const;

function model(locale: Locale, compCardBytes: number | null) {
  const label = LABELS[locale];
  const measure = (
    key: string,
    name: string,
    value: string,
    metric: string | null,
    imperial: string | null,
  ) => ({
    __typename: 'Measure',
    key,
    label: name,
    value,
    metric,
    imperial,
  });
  return {
    __typename: 'Model',
    id: '48213',
    name: 'Ana Souza',
    age: 23,
    gender: 'WOMAN',
    categories: ['FASHION'],
    cover: { __typename: 'Image', url: 'https://example.com/cover.jpg' },
    instagram: null,
    instagramUrl: null,
    measures: [
      measure('HEIGHT', label.height, '178', '178 cm', `5'10"`),
      // The back office gave the bust in centimetres only: no inches are made up.
      measure('BUST', label.bust, '84', '84 cm', null),
      measure('SHOES', label.shoes, '38 BR', '38 BR', '7 US'),
      measure('EYES', label.eyes, 'Brown', null, null),
    ],
    compCardUrl: `https://models.example/downloads/comp-card/48213-${locale}.pdf`,
    compCardBytes,
    galleries: { __typename: 'Galleries', initial: null, book: [], snap: [], compo: [], video: [] },
  };
}

function renderProfile(locale: Locale, compCardBytes: number | null) {
  renderWithSite(<ProfileScreen route={{ screen: 'modelProfile', id: '48213', slug: 'ana-souza' }} />, {
    locale,
    route: { screen: 'modelProfile', id: '48213', slug: 'ana-souza' },
    mocks: [
      {
        request: { query: ModelProfileQuery, variables: { id: '48213', locale: locale.toUpperCase() } },
        result: { data: { model: model(locale, compCardBytes) } },
      },
    ],
  });
}

describe('The profile in each language', () => {
  afterEach(cleanup);

  it.each([
    [
      'pt',
      `178 cm · 5'10"`,
      '38 BR · 7 US',
      'Comp card (PDF, 420 KB)',
      'Comp card de Ana Souza (PDF, 420 KB) (abre em nova aba)',
    ],
    [
      'en',
      `5'10" · 178 cm`,
      '7 US · 38 BR',
      'Comp card (PDF, 420 KB)',
      'Comp card of Ana Souza (PDF, 420 KB) (opens in a new tab)',
    ],
    [
      'es',
      `178 cm · 5'10"`,
      '38 BR · 7 US',
      'Comp card (PDF, 420 KB)',
      'Comp card de Ana Souza (PDF, 420 KB) (se abre en una pestaña nueva)',
    ],
  ] as const)(
    'shows the measures in both units and links the comp card in %s',
    async (locale, height, shoes, text, name) => {
      renderProfile(locale, 430_080);
      const label = LABELS[locale];
      await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
      const list = screen.getByRole('heading', { level: 2, name: label.title })
        .nextElementSibling as HTMLElement;
      const value = (term: string) => within(list).getByText(term).nextElementSibling?.textContent;
      expect(value(label.height)).toBe(height);
      expect(value(label.bust)).toBe('84 cm');
      expect(value(label.shoes)).toBe(shoes);
      expect(value(label.eyes)).toBe('Brown');
      const link = screen.getByRole('link', { name });
      expect(link.textContent).toBe(text);
      expect(link.getAttribute('href')).toBe(
        `https://models.example/downloads/comp-card/48213-${locale}.pdf`,
      );
      expect(link.getAttribute('type')).toBe('application/pdf');
    },
  );

  it('names a card not made yet without a size, and a large one in megabytes', async () => {
    renderProfile('pt', null);
    expect((await screen.findByRole('link', { name: /^Comp card de Ana Souza/ })).textContent).toBe(
      'Comp card (PDF)',
    );
    cleanup();
    renderProfile('pt', 1_310_720);
    expect((await screen.findByRole('link', { name: /^Comp card de Ana Souza/ })).textContent).toBe(
      'Comp card (PDF, 1,3 MB)',
    );
  });
});
