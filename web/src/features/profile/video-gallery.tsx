import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { VideoGallery_VideoFragment } from '../../gql/graphql';
import { VideoPlayer } from './video-player';

export const VideoGalleryFragment = graphql(`
  fragment VideoGallery_video on Video {
    provider
    videoId
    embedUrl
  }
`);

/** The model's videos as YouTube or Vimeo players, loaded only when scrolled near. */
export function VideoGallery({
  videos,
  name,
}: {
  videos: readonly VideoGallery_VideoFragment[];
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="video-gallery">
      {videos.map((video, index) => (
        <li key={`${video.provider}-${video.videoId}`} className="video-gallery__item">
          <VideoPlayer
            video={video}
            // Numbered when there are several, so each frame has a title of its own.
            title={
              videos.length > 1
                ? `${t('profile.video_title', { name })} (${index + 1})`
                : t('profile.video_title', { name })
            }
          />
        </li>
      ))}
    </ul>
  );
}
