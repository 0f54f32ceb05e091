import { useEffect, useRef } from 'react';
import { VideoSources, videoPoster } from '../../components/video/video-sources';
import { VIDEO_PLAY_DELAY_MS } from './home-timing';

/**
 * A muted looping video that plays only while its slide is active and motion is allowed, and
 * pauses as soon as the slide is left. It never plays while not rendered (the other layout's
 * slider is display:none), which would only waste battery.
 */
export function SlideVideo(props: {
  mobileUrl: string | null;
  desktopUrl: string | null;
  active: boolean;
  playing: boolean;
  className?: string;
}) {
  const { mobileUrl, desktopUrl, active, playing } = props;
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!active || !playing) {
      video.pause();
      return;
    }
    // React does not write `muted` as an attribute, and browsers only autoplay muted media.
    video.muted = true;
    const timer = setTimeout(() => {
      if (video.getClientRects().length === 0) return;
      video.play().catch(() => undefined);
    }, VIDEO_PLAY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      video.pause();
    };
  }, [active, playing]);

  return (
    <video
      ref={ref}
      className={props.className}
      muted
      playsInline
      loop
      // Nothing is fetched for slides far from view; the active one loads while its delay runs.
      preload={active ? 'auto' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
      // Like the file, the poster only for the active slide: nothing for slides far from view.
      poster={active ? videoPoster(mobileUrl, desktopUrl) : undefined}
    >
      <VideoSources mobileUrl={mobileUrl} desktopUrl={desktopUrl} />
    </video>
  );
}
