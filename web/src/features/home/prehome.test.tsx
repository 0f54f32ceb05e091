// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/render-with-site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlideMedia_SlideFragment } from '../../gql/graphql';
import { PREHOME_AUTO_CLOSE_MS, PREHOME_FADE_OUT_MS } from './home-timing';
import { Prehome } from './prehome';
import { resetPrehomeDismissal, shouldShowPrehome } from './prehome-visibility';

const slides: SlideMedia_SlideFragment[] = [1, 2].map((n) => ({
  id: String(n),
  kind: 'IMAGE',
  desktopUrl: `https://cdn.test/${n}-desktop.jpg`,
  mobileUrl: `https://cdn.test/${n}-mobile.jpg`,
}));

function renderAt(path: string) {
  return renderWithSite(<Prehome slides={slides} />, { path, locale: 'pt' });
}

const enterButton = () => screen.queryByRole('button', { name: /Bahia Models.*Entrar no site/ });

beforeEach(() => {
  resetPrehomeDismissal();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Prehome', () => {
  it('shows on / as a labelled dialog with the logo as its button', () => {
    renderAt('/');
    expect(screen.getByRole('dialog', { name: 'Abertura' })).toBeTruthy();
    expect(enterButton()).toBeTruthy();
  });

  it.each(['/en', '/es', '/contato'])('does not show on %s', (path) => {
    renderAt(path);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes by itself after 15 seconds, not before', () => {
    renderAt('/');
    act(() => {
      vi.advanceTimersByTime(PREHOME_AUTO_CLOSE_MS - 1);
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => {
      vi.advanceTimersByTime(PREHOME_FADE_OUT_MS);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the logo is clicked, and stays closed when the home is shown again', () => {
    const first = renderAt('/');
    fireEvent.click(enterButton()!);
    act(() => {
      vi.advanceTimersByTime(PREHOME_FADE_OUT_MS);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderAt('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape', () => {
    renderAt('/');
    fireEvent.keyDown(window, { key: 'Escape' });
    act(() => {
      vi.advanceTimersByTime(PREHOME_FADE_OUT_MS);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('shouldShowPrehome', () => {
  const page = { pathname: '/', locationKey: 'default', dismissed: false, slideCount: 3 };

  it('is true only for the first page of the visit, on /, not yet dismissed, with slides', () => {
    expect(shouldShowPrehome(page)).toBe(true);
    expect(shouldShowPrehome({ ...page, pathname: '/en' })).toBe(false);
    expect(shouldShowPrehome({ ...page, locationKey: 'x7k2' })).toBe(false);
    expect(shouldShowPrehome({ ...page, dismissed: true })).toBe(false);
    expect(shouldShowPrehome({ ...page, slideCount: 0 })).toBe(false);
  });
});
