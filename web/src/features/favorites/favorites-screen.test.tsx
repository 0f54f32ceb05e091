// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import FavoritesScreen from './favorites-screen';
import { FavoriteModelsQuery } from './favorites-query';

const ROUTE = { screen: 'favorites' } as const;

describe('FavoritesScreen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("says 'No talent selected!' when there is none", async () => {
    renderWithSite(<FavoritesScreen route={ROUTE} />, { path: '/en/favorites' });
    expect(await screen.findByText('No talent selected!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Models' }).getAttribute('href')).toBe(
      '/en/models/women/fashion',
    );
  });

  it('shows the saved favourites with links to their profiles, by name', async () => {
    localStorage.setItem(
      'favorites',
      JSON.stringify({
        '900': { id: '900', name: 'Bia Lima', coverUrl: 'https://example.com/bia.jpg' },
        '48213': { id: '48213', name: 'Ana Souza', coverUrl: null },
      }),
    );
    renderWithSite(<FavoritesScreen route={ROUTE} />, { path: '/en/favorites' });
    const links = await screen.findAllByRole('link', { name: /^View the profile of/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/models/48213/ana-souza',
      '/en/models/900/bia-lima',
    ]);
    // The portrait is decorative (the link names the model) and comes through the API's resizer.
    expect(links[1]!.querySelector('img')!.getAttribute('src')).toBe(
      `/img/480?src=${encodeURIComponent('https://example.com/bia.jpg')}`,
    );
    expect(screen.queryByText('No talent selected!')).toBeNull();
  });

  it('drops a model whose heart is switched off, down to the empty message', async () => {
    localStorage.setItem(
      'favorites',
      JSON.stringify({ '900': { id: '900', name: 'Bia Lima', coverUrl: null } }),
    );
    renderWithSite(<FavoritesScreen route={ROUTE} />, { path: '/en/favorites' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bia Lima from favorites' }));
    expect(screen.queryByRole('link', { name: 'View the profile of Bia Lima' })).toBeNull();
    expect(screen.getByText('No talent selected!')).toBeTruthy();
    expect(localStorage.getItem('favorites')).toBe('{}');
  });

  it('says when none of a shared link’s talents is left, and leads to the boards instead of a quote', async () => {
    renderWithSite(<FavoritesScreen route={ROUTE} />, {
      path: '/en/favorites?ids=12,34',
      mocks: [
        {
          request: { query: FavoriteModelsQuery, variables: { ids: ['12', '34'] } },
          result: { data: { modelsByIds: [null, null] } },
        },
      ],
    });
    expect(await screen.findByText('None of the talents in this link is available.')).toBeTruthy();
    expect(
      screen.getByText('2 talents in this link are no longer available and were left out.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Models' }).getAttribute('href')).toBe(
      '/en/models/women/fashion',
    );
    // Nothing to tap a heart on, nothing to ask a quote for.
    expect(screen.queryByText(/Tap a heart to keep one/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Request a quote' })).toBeNull();
  });

  it('shows an error page, not “none left”, when the shared link’s talents cannot be read', async () => {
    renderWithSite(<FavoritesScreen route={ROUTE} />, {
      path: '/en/favorites?ids=12',
      mocks: [
        {
          request: { query: FavoriteModelsQuery, variables: { ids: ['12'] } },
          error: new Error('upstream down'),
        },
      ],
    });
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
    expect(screen.queryByText('None of the talents in this link is available.')).toBeNull();
  });
});
