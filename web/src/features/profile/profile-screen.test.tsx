// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import ProfileScreen from './profile-screen';
import { ModelProfileQuery } from './profile-query';

const photo = (n: number, orientation: 'PORTRAIT' | 'LANDSCAPE' = 'PORTRAIT') => ({
  __typename: 'Photo',
  url: `https://example.com/p${n}.jpg`,
  width: orientation === 'PORTRAIT' ? 800 : 1200,
  height: orientation === 'PORTRAIT' ? 1200 : 800,
  orientation,
});

const MODEL = {
  __typename: 'Model',
  id: '48213',
  name: 'Ana Souza',
  age: 23,
  gender: 'WOMAN',
  categories: ['FASHION'],
  cover: { __typename: 'Image', url: 'https://example.com/cover.jpg' },
  instagram: 'anasouza',
  instagramUrl: 'https://instagram.com/anasouza',
  measures: [
    {
      __typename: 'Measure',
      key: 'HEIGHT',
      label: 'Height',
      value: '178',
      metric: '178 cm',
      imperial: `5'10"`,
    },
    {
      __typename: 'Measure',
      key: 'SHOES',
      label: 'Shoes',
      value: '38 BR',
      metric: '38 BR',
      imperial: '7 US',
    },
  ],
  compCardUrl: '/downloads/comp-card/48213-en.pdf',
  compCardBytes: 430_080,
  galleries: {
    __typename: 'Galleries',
    initial: 'BOOK',
    book: [photo(1), photo(2), photo(3, 'LANDSCAPE')],
    snap: [],
    compo: [photo(4)],
    video: [
      {
        __typename: 'Video',
        provider: 'YOUTUBE',
        videoId: 'abc',
        embedUrl: 'https://www.youtube-nocookie.com/embed/abc?controls=1',
      },
    ],
  },
};

const mock = (model: unknown) => [
  {
    request: { query: ModelProfileQuery, variables: { id: '48213', locale: 'EN' } },
    result: { data: { model } },
  },
];

describe('ProfileScreen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the name with its heart, the measures and the Instagram link', async () => {
    renderWithSite(<ProfileScreen route={{ screen: 'modelProfile', id: '48213', slug: 'ana-souza' }} />, {
      path: '/en/models/48213/ana-souza',
      mocks: mock(MODEL),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Ana Souza to favorites' })).toBeTruthy();
    expect(screen.getByText('23 years')).toBeTruthy();
    const measures = screen.getByRole('heading', { level: 2, name: 'Measurements' })
      .nextElementSibling as HTMLElement;
    expect(within(measures).getByText('Height').nextElementSibling?.textContent).toBe(`5'10" · 178 cm`);
    expect(within(measures).getByText('Shoes').nextElementSibling?.textContent).toBe('7 US · 38 BR');
    const instagram = screen.getByRole('link', { name: 'Instagram @anasouza (opens in a new tab)' });
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    // Opened directly: Back leads to the model's board.
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/en/models/women/fashion');
  });

  it('offers a tab per non-empty gallery, starting with the initial one', async () => {
    renderWithSite(<ProfileScreen route={{ screen: 'modelProfile', id: '48213' }} />, {
      path: '/en/models/48213',
      mocks: mock(MODEL),
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Book', 'Composite', 'Video']);
    expect(screen.getByRole('tab', { name: 'Book' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('img', { name: 'Ana Souza, photo 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the Book gallery of Ana Souza' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Video' }));
    expect(screen.getByRole('tab', { name: 'Video' }).getAttribute('aria-selected')).toBe('true');
    const player = screen.getByTitle('Video of Ana Souza');
    // YouTube's player is asked to talk to the page, so a player that never loads can be told apart.
    expect(player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?controls=1&enablejsapi=1&origin=https%3A%2F%2Fexample.com',
    );
    expect(player.getAttribute('loading')).toBe('lazy');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithSite(<ProfileScreen route={{ screen: 'modelProfile', id: '48213' }} />, {
      path: '/en/models/48213',
      mocks: mock(MODEL),
    });
    fireEvent.keyDown(await screen.findByRole('tab', { name: 'Book' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Composite' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Composite' }));
    expect(screen.getByRole('img', { name: 'Ana Souza, photo 1 of 1' }).getAttribute('src')).toBe(
      `/img/1080?src=${encodeURIComponent('https://example.com/p4.jpg')}`,
    );
  });

  it('answers 404 when no model has the id', async () => {
    renderWithSite(<ProfileScreen route={{ screen: 'modelProfile', id: '48213' }} />, {
      path: '/en/models/48213',
      mocks: mock(null),
    });
    expect(await screen.findByRole('heading', { name: 'This page could not be found.' })).toBeTruthy();
  });
});
