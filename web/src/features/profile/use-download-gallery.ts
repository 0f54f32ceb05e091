import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { toast } from '../../core/toasts';
import { graphql } from '../../gql';
import type { GalleryKind } from '../../gql/graphql';

export const DownloadGalleryMutation = graphql(`
  mutation DownloadGallery($modelId: ID!, $gallery: GalleryKind!) {
    downloadGallery(modelId: $modelId, gallery: $gallery) {
      url
      fileName
    }
  }
`);

/**
 * Asks the API to prepare a gallery's zip, then sends the browser to its signed URL, which answers
 * with the archive as an attachment (the page stays). Busy while the zip is prepared.
 */
export function useDownloadGallery(navigateTo: (url: string) => void = (url) => window.location.assign(url)) {
  const [mutate, { loading }] = useMutation(DownloadGalleryMutation);
  const download = useCallback(
    async (modelId: string, gallery: GalleryKind) => {
      try {
        const { data } = await mutate({ variables: { modelId, gallery } });
        if (!data) throw new Error('downloadGallery returned no data');
        navigateTo(data.downloadGallery.url);
      } catch {
        toast.error((say) => say('profile.download_failed'), { id: 'download-failed' });
      }
    },
    [mutate, navigateTo],
  );
  return { download, downloading: loading };
}
