import { htmlLang, type Locale } from '../../../i18n/locales';

// English dates day first, like the example the agency gave (9 Jan 2027): with the month as a
// word nobody misreads the order, and the visitors are not only American.
const DATE_LOCALE = { pt: htmlLang('pt'), en: 'en-GB', es: htmlLang('es') } as const satisfies Record<
  Locale,
  string
>;

// One formatter per language: building one loads the locale's data and costs milliseconds on a
// phone, and the header and the form write a date for every city.
const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatterOf(locale: Locale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALE[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * A selective's date (yyyy-MM-dd) in the page language's words and order: 9 de jan. de 2027,
 * 9 Jan 2027, 9 ene 2027. A month name, not 01/09/2027, which reads as two different days
 * depending on the reader. Read and written in UTC, so no time zone can move the day, and the
 * server and the browser render the same text.
 */
export function formatSelectiveDate(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return iso;
  return formatterOf(locale).format(date);
}
