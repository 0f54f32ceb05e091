// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HeartButton } from './heart-button';
import { renderWithSite } from '../../testing/render-with-site';

const MODEL = { id: '48213', name: 'Ana Souza', coverUrl: 'https://example.com/ana.jpg' };

/** As a card or the profile places it: worded with the page's `t`. */
function Heart() {
  const { t } = useTranslation();
  return <HeartButton model={MODEL} className="profile__heart" t={t} />;
}

describe('HeartButton', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('toggles the favourite, saving it under "favorites" in local storage', () => {
    renderWithSite(<Heart />);
    const heart = screen.getByRole('button', { name: 'Add Ana Souza to favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    expect(
      screen.getByRole('button', { name: 'Remove Ana Souza from favorites' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(JSON.parse(localStorage.getItem('favorites') ?? '{}')).toEqual({ '48213': MODEL });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Souza from favorites' }));
    expect(
      screen.getByRole('button', { name: 'Add Ana Souza to favorites' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(JSON.parse(localStorage.getItem('favorites') ?? '{}')).toEqual({});
  });

  it('restores saved favourites on the next visit', async () => {
    localStorage.setItem('favorites', JSON.stringify({ '48213': MODEL }));
    renderWithSite(<Heart />);
    const heart = await screen.findByRole('button', { name: 'Remove Ana Souza from favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});
