import { useTranslation } from 'react-i18next';
import { usePage } from '../../core/page-context';
import type { Locale } from '../../i18n/locales';
import { LineIcon } from '../../components/icon/line-icon';

const NUMBER_LOCALES: Record<Locale, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** '420 KB', '1.2 MB' (pt and es: '1,2 MB'): kilobytes of 1024 bytes, as file managers show them. */
export function fileSize(bytes: number, locale: Locale): string {
  const format = new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 1 });
  const kilobytes = bytes / 1024;
  return kilobytes < 1000
    ? `${Math.max(1, Math.round(kilobytes))} KB`
    : `${format.format(Math.round((kilobytes / 1024) * 10) / 10)} MB`;
}

/**
 * The model's comp card (a PDF the API makes, in the page's language), with its size when the API
 * has already made it; a card not yet made is named without a size rather than with a guess.
 */
export function CompCardLink({ url, bytes, name }: { url: string; bytes: number | null; name: string }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const details = bytes === null ? 'PDF' : `PDF, ${fileSize(bytes, locale)}`;
  return (
    <a
      className="text-button profile__action"
      href={url}
      type="application/pdf"
      target="_blank"
      rel="noopener"
      aria-label={`${t('profile.comp_card_label', { name, details })} ${t('common.new_tab')}`}
    >
      <LineIcon className="profile__action-icon">
        <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
      </LineIcon>
      {t('profile.comp_card', { details })}
    </a>
  );
}
