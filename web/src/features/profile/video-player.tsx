import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../core/site-config';
import type { VideoGallery_VideoFragment } from '../../gql/graphql';

/** After its page has loaded, a working player says so within this time. */
const READY_TIMEOUT_MS = 6000;

const PROVIDER_NAMES = { YOUTUBE: 'YouTube', VIMEO: 'Vimeo' } as const;

/** The video's own page on its site, for when it cannot be played here. */
export function watchUrl(video: Pick<VideoGallery_VideoFragment, 'provider' | 'videoId'>): string {
  return video.provider === 'YOUTUBE'
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.videoId)}`
    : `https://vimeo.com/${video.videoId.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * A YouTube or Vimeo player, or, when it cannot load (the host blocked by a network, an ad
 * blocker, offline, the video removed), a note with a link to the video's page instead of the
 * browser's broken-frame page.
 *
 * A cross-origin frame's failure cannot be read, but a working player talks: Vimeo's posts
 * `ready`, YouTube's answers once told we listen (enablejsapi). A frame that stays silent after
 * its page loaded is taken for broken; it stays in the page, hidden, and shows again should its
 * player speak after all.
 */
export function VideoPlayer({ video, title }: { video: VideoGallery_VideoFragment; title: string }) {
  const { t } = useTranslation();
  const { origin } = useSiteConfig();
  const frame = useRef<HTMLIFrameElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const src =
    video.provider === 'YOUTUBE'
      ? `${video.embedUrl}&enablejsapi=1&origin=${encodeURIComponent(origin)}`
      : video.embedUrl;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!event.source || event.source !== frame.current?.contentWindow) return;
      clearTimeout(timer.current);
      setState('ready');
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer.current);
    };
  }, []);

  const onLoad = () => {
    if (video.provider === 'YOUTUBE')
      frame.current?.contentWindow?.postMessage(
        JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
        new URL(src).origin,
      );
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setState((now) => (now === 'loading' ? 'failed' : now)),
      READY_TIMEOUT_MS,
    );
  };

  const provider = PROVIDER_NAMES[video.provider];
  return (
    <div className={`video-player video-player--${state}`}>
      <iframe
        ref={frame}
        className="video-gallery__player"
        src={src}
        title={title}
        width={1280}
        height={720}
        loading="lazy"
        allow="fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        hidden={state === 'failed'}
        onLoad={onLoad}
      />
      {state === 'failed' && (
        <div className="video-player__fallback" role="note">
          <p>{t('profile.video_unavailable')}</p>
          <a className="text-button" href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
            {t('profile.video_watch', { provider })}
            <span className="visually-hidden"> {t('common.new_tab')}</span>
          </a>
        </div>
      )}
    </div>
  );
}
