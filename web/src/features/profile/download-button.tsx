import { useTranslation } from 'react-i18next';
import type { GalleryKind } from '../../gql/graphql';
import { GALLERY_LABEL_KEYS } from './gallery-kinds';
import { useDownloadGallery } from './use-download-gallery';
import { LineIcon } from '../../components/icon/line-icon';

/** 'Download' for the active gallery; 'Downloading…' while the archive is prepared. */
export function DownloadButton({
  modelId,
  name,
  gallery,
}: {
  modelId: string;
  name: string;
  gallery: GalleryKind;
}) {
  const { t } = useTranslation();
  const { download, downloading } = useDownloadGallery();
  return (
    <button
      type="button"
      className="text-button profile__action"
      // aria-disabled rather than disabled keeps keyboard focus on the button while it is busy.
      onClick={() => {
        if (!downloading) void download(modelId, gallery);
      }}
      aria-disabled={downloading || undefined}
      aria-label={
        downloading
          ? undefined
          : t('profile.download_label', { gallery: t(GALLERY_LABEL_KEYS[gallery]), name })
      }
    >
      <LineIcon className="profile__action-icon">
        <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
      </LineIcon>
      {downloading ? t('profile.downloading') : t('profile.download')}
    </button>
  );
}
