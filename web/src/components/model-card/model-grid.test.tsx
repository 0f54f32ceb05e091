// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModelGrid } from './model-grid';
import { renderWithSite } from '../../testing/render-with-site';

const MODELS = [
  { id: '48213', name: 'Ana Souza', coverUrl: 'https://example.com/ana.jpg' },
  { id: '51487', name: 'Bia Lima', coverUrl: null },
];

/** The header's language switch, as far as this grid can tell. */
function ToPortuguese() {
  const { i18n } = useTranslation();
  return (
    <button type="button" onClick={() => void i18n.changeLanguage('pt')}>
      pt
    </button>
  );
}

describe('ModelGrid', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("words each card's link and heart in the page language, and again after a language switch", async () => {
    renderWithSite(
      <>
        <ModelGrid models={MODELS} pathOf={(model) => `/en/models/${model.id}`} />
        <ToPortuguese />
      </>,
    );
    expect(screen.getByRole('link', { name: 'View the profile of Ana Souza' }).getAttribute('href')).toBe(
      '/en/models/48213',
    );
    expect(screen.getByRole('button', { name: 'Add Bia Lima to favorites' })).toBeTruthy();

    act(() => void fireEvent.click(screen.getByRole('button', { name: 'pt' })));
    expect(await screen.findByRole('link', { name: 'Ver o perfil de Ana Souza' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar Bia Lima aos favoritos' })).toBeTruthy();
  });

  it("toggles a card's favourite from its heart", () => {
    renderWithSite(<ModelGrid models={MODELS} pathOf={(model) => `/en/models/${model.id}`} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Ana Souza to favorites' }));
    expect(
      screen.getByRole('button', { name: 'Remove Ana Souza from favorites' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const saved = JSON.parse(localStorage.getItem('favorites') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(saved)).toEqual(['48213']);
  });
});
