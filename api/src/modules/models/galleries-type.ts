import type { GalleriesResolvers, PhotoResolvers, VideoResolvers } from '../../generated/resolvers-types.js';
import type { ApiContext } from '../../core/context.js';
import { imageSrcset, resizedImageUrl } from '../../images/image-urls.js';
import type { GalleryImageDto } from '../../upstream/integration-dto.js';
import { imageUrlSettings } from './image-type.js';

const PHOTO_GALLERIES = ['book', 'snap', 'compo'] as const;

export const Galleries: GalleriesResolvers = {
  initial: (profile) => {
    for (const kind of PHOTO_GALLERIES) if (profile[kind]?.length) return kind;
    return profile.video?.length ? 'video' : null;
  },
  // Items whose file cannot become a URL are left out rather than shown broken.
  book: (profile, _args, { mediaUrl }) => photos(profile.book, mediaUrl),
  snap: (profile, _args, { mediaUrl }) => photos(profile.snap, mediaUrl),
  compo: (profile, _args, { mediaUrl }) => photos(profile.compo, mediaUrl),
  video: (profile) => profile.video ?? [],
};

function photos(
  items: GalleryImageDto[] | null | undefined,
  mediaUrl: ApiContext['mediaUrl'],
): GalleryImageDto[] {
  return (items ?? []).flatMap((item) => {
    const url = mediaUrl(item.file);
    return url ? [{ ...item, file: url }] : [];
  });
}

export const Photo: PhotoResolvers = {
  url: (photo, { width }, context) => resizedImageUrl(photo.file, width, imageUrlSettings(context)),
  srcset: (photo, _args, context) => imageSrcset(photo.file, photo.width, imageUrlSettings(context)),
  orientation: (photo) => (photo.width > photo.height ? 'landscape' : 'portrait'),
};

export const Video: VideoResolvers = {
  videoId: (video) => video.file,
  embedUrl: (video) => {
    if (video.provider === 'youtube')
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.file)}?controls=1&rel=0`;
    // Unlisted Vimeo videos come as 'id/hash'; the player takes the hash as h=.
    const [id = '', hash] = video.file.split('/');
    return `https://player.vimeo.com/video/${encodeURIComponent(id)}?controls=1${hash ? `&h=${encodeURIComponent(hash)}` : ''}`;
  },
};
