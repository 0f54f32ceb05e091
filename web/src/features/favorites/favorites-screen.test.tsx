// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import FavoritesScreen from './favorites-screen';

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
});
