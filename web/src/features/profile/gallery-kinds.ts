import type { GalleryKind } from '../../gql/graphql';

/** Tab order, which is also the order the API picks the initial gallery in. */
export const GALLERY_KINDS = ['BOOK', 'SNAP', 'COMPO', 'VIDEO'] as const satisfies readonly GalleryKind[];

export const GALLERY_LABEL_KEYS = {
  BOOK: 'profile.galleries.book',
  SNAP: 'profile.galleries.snap',
  COMPO: 'profile.galleries.compo',
  VIDEO: 'profile.galleries.video',
} as const satisfies Record<GalleryKind, string>;
