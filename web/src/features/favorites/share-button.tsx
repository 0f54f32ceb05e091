import { useId, useState } from 'react';
import { toast } from '../../core/toasts';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../core/page-context';
import { useSiteConfig } from '../../core/site-config';
import { shortlistUrl } from './shortlist-link';
import { LineIcon } from '../../components/icon/line-icon';

/**
 * Shares the selection as a link that opens the same models anywhere (no account, nothing read
 * from this browser's storage): the system's share sheet where there is one (phones), else the
 * link goes to the clipboard with a toast; where the clipboard is refused too, the link is shown
 * to copy by hand.
 */
export function ShareButton({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { productName } = useSiteConfig();
  const id = useId();
  const [manual, setManual] = useState<string | null>(null);

  const share = async () => {
    const url = shortlistUrl(locale, ids);
    const data = { title: t('favorites.share_title', { product: productName }), url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setManual(null);
      toast((say) => say('favorites.share_copied'), { id: 'shortlist-copied' });
    } catch {
      setManual(url);
    }
  };

  return (
    <div className="share-selection">
      <button type="button" className="text-button" onClick={() => void share()}>
        <LineIcon className="share-selection__icon">
          <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 13v6.5h14V13" />
        </LineIcon>
        {t('favorites.share')}
      </button>
      {manual && (
        <p className="share-selection__manual">
          <label htmlFor={id}>{t('favorites.share_manual')}</label>
          <input
            id={id}
            className="field__control"
            readOnly
            value={manual}
            onFocus={(event) => event.target.select()}
          />
        </p>
      )}
    </div>
  );
}
