import { htmlLang, type Locale } from '../../i18n/locales';

/**
 * A selective's date (yyyy-MM-dd) in the page's numeric style: 15/06/2025 in Portuguese and
 * Spanish, 06/15/2025 in English. Read and written in UTC, so no time zone can move the day, and
 * the server and the browser render the same text.
 */
export function formatSelectiveDate(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLang(locale), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);
}
