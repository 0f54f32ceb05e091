// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../testing/match-media';
import { LazyToaster } from '../../core/toasts';
import { renderWithSite } from '../../testing/render-with-site';
import { DownloadGalleryMutation, useDownloadGallery } from './use-download-gallery';

function Probe({ navigateTo }: { navigateTo: (url: string) => void }) {
  const { download, downloading } = useDownloadGallery(navigateTo);
  return (
    <button type="button" onClick={() => void download('48213', 'BOOK')}>
      {downloading ? 'busy' : 'idle'}
    </button>
  );
}

const request = { query: DownloadGalleryMutation, variables: { modelId: '48213', gallery: 'BOOK' } };

describe('useDownloadGallery', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is busy while the archive is prepared, then sends the browser to its URL', async () => {
    const navigateTo = vi.fn();
    renderWithSite(<Probe navigateTo={navigateTo} />, {
      mocks: [
        {
          request,
          delay: 20,
          result: {
            data: {
              downloadGallery: {
                __typename: 'GalleryDownload',
                url: '/downloads/abc',
                fileName: 'Ana_Bahia Models.zip',
              },
            },
          },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('busy')).toBeTruthy();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/downloads/abc'));
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('returns to idle and says so when the download fails', async () => {
    const navigateTo = vi.fn();
    renderWithSite(
      <>
        <Probe navigateTo={navigateTo} />
        <LazyToaster />
      </>,
      { mocks: [{ request, error: new Error('boom') }] },
    );
    await act(() => {
      fireEvent.click(screen.getByRole('button'));
      return Promise.resolve();
    });
    expect(await screen.findByText('The gallery could not be downloaded. Please try again.')).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
