import type { Locale } from '../../../i18n/locales';

// The short month words of Intl.DateTimeFormat (pt-BR, en-GB, es-ES) for { day, month: 'short',
// year }, written out: building one formatter loads the language's calendar data and held a
// phone's main thread for ~60 ms while the selective page started (the test compares each month
// with Intl). The server and every browser then also write the very same text, whatever ICU
// version each carries.
const MONTHS: Record<Locale, readonly string[]> = {
  pt: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  // Day first, like the example the agency gave (9 Jan 2027): with the month as a word nobody
  // misreads the order, and the visitors are not only American.
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

const PATTERN: Record<Locale, (day: number, month: string, year: number) => string> = {
  pt: (day, month, year) => `${day} de ${month} de ${year}`,
  en: (day, month, year) => `${day} ${month} ${year}`,
  es: (day, month, year) => `${day} ${month} ${year}`,
};

/**
 * A selective's date (yyyy-MM-dd) in the page language's words and order: 9 de jan. de 2027,
 * 9 Jan 2027, 9 ene 2027. A month name, not 01/09/2027, which reads as two different days
 * depending on the reader. Read as a calendar date, so no time zone can move the day.
 */
export function formatSelectiveDate(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2027-02-30 and the like are not dates.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return iso;
  return PATTERN[locale](day, MONTHS[locale][month - 1]!, year);
}
