import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { VideoGallery_VideoFragment } from '../../gql/graphql';

export const VideoGalleryFragment = graphql(`
  fragment VideoGallery_video on Video {
    provider
    videoId
    embedUrl
  }
`);

/** The model's videos as YouTube or Vimeo players, loaded only when scrolled near. */
export function VideoGallery({ videos, name }: { videos: readonly VideoGallery_VideoFragment[]; name: string }) {
  const { t } = useTranslation();
  return (
    <ul className="video-gallery">
      {videos.map((video, index) => (
        <li key={`${video.provider}-${video.videoId}`} className="video-gallery__item">
          <iframe
            className="video-gallery__player"
            src={video.embedUrl}
            // Numbered when there are several, so each frame has a title of its own.
            title={videos.length > 1 ? `${t('profile.video_title', { name })} (${index + 1})` : t('profile.video_title', { name })}
            width={1280}
            height={720}
            loading="lazy"
            allow="fullscreen; picture-in-picture; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </li>
      ))}
    </ul>
  );
}
