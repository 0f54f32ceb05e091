// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../testing/match-media';
import { renderWithSite } from '../testing/render-with-site';
import { LazyToaster, toast } from './toasts';

/** A heart's toast, and the header's language switch, as far as the toaster can tell. */
function Controls() {
  const { i18n } = useTranslation();
  return (
    <>
      <button
        type="button"
        onClick={() => toast((say) => say('toast.favorite_added', { name: 'Ana Souza' }))}
      >
        heart
      </button>
      <button type="button" onClick={() => void i18n.changeLanguage('pt')}>
        pt
      </button>
    </>
  );
}

describe('toasts', () => {
  beforeAll(stubMatchMedia);
  afterEach(cleanup);

  it('words a toast still up again in the language the visitor switches to', async () => {
    renderWithSite(
      <>
        <Controls />
        <LazyToaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(await screen.findByText('Ana Souza added to your favorites')).toBeTruthy();

    act(() => void fireEvent.click(screen.getByRole('button', { name: 'pt' })));
    expect(await screen.findByText('Adicionamos Ana Souza aos seus favoritos')).toBeTruthy();
    expect(screen.queryByText('Ana Souza added to your favorites')).toBeNull();
  });
});
