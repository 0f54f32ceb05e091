// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoPoster, VideoSources, videoPoster } from './video-sources';

const PHONE = 'https://storage.example.com/website/selective-mobile.mp4';
const WIDE = 'https://storage.example.com/website/selective-desktop.mp4';
const path = (url: string | null | undefined) => (url ? decodeURIComponent(url) : url);

afterEach(cleanup);

describe('a decorative video’s files and posters', () => {
  it('gives phones the small copy of the phone file and wide screens the upload', () => {
    const { container } = render(
      <video muted>
        <VideoSources mobileUrl={PHONE} desktopUrl={WIDE} />
      </video>,
    );
    const [phone, wide, ...rest] = [...container.querySelectorAll('source')];
    expect(rest).toEqual([]);
    expect(phone!.getAttribute('media')).toBe('(max-width: 1023px)');
    expect(path(phone!.getAttribute('src'))).toBe(`/video/720?src=${PHONE}`);
    expect(wide!.getAttribute('media')).toBeNull();
    expect(wide!.getAttribute('src')).toBe(WIDE);
  });

  it('makes the phone copy from the only file there is', () => {
    const { container } = render(
      <video muted>
        <VideoSources mobileUrl={null} desktopUrl={WIDE} />
      </video>,
    );
    expect(
      [...container.querySelectorAll('source')].map((source) => path(source.getAttribute('src'))),
    ).toEqual([`/video/720?src=${WIDE}`, WIDE]);
  });

  it('leaves a file that is not a storage video as it is, with no poster', () => {
    const local = '/media/intro.mp4';
    const { container } = render(
      <video muted>
        <VideoSources mobileUrl={local} desktopUrl={local} />
      </video>,
    );
    expect([...container.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      local,
    ]);
    expect(videoPoster(local, local)).toBeUndefined();
    expect(render(<VideoPoster mobileUrl={local} desktopUrl={local} />).container.innerHTML).toBe('');
  });

  it('shows each file’s own first frame under the player, on the same media split', () => {
    const { container } = render(<VideoPoster mobileUrl={PHONE} desktopUrl={WIDE} aboveTheFold />);
    const source = container.querySelector('picture source')!;
    const image = container.querySelector('picture img')!;
    expect(source.getAttribute('media')).toBe('(max-width: 1023px)');
    expect(path(source.getAttribute('srcset'))).toBe(`/img/720?src=${PHONE}`);
    expect(path(image.getAttribute('src'))).toBe(`/img/1440?src=${WIDE}`);
    expect(image.getAttribute('alt')).toBe('');
    // Asked for first in the server's page, and a hero the bootstrap waits for (boot.ts).
    expect(renderToStaticMarkup(<VideoPoster mobileUrl={PHONE} desktopUrl={WIDE} aboveTheFold />)).toContain(
      'fetchPriority="high"',
    );
    expect(path(videoPoster(PHONE, WIDE))).toBe(`/img/720?src=${PHONE}`);
  });
});
