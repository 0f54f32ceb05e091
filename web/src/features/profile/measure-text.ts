import type { Locale } from '../../i18n/locales';

type Halves = { value: string; metric?: string | null; imperial?: string | null };

/**
 * A measure in both units, as clients abroad read it: imperial first in English, metric first in
 * Portuguese and Spanish ('178 cm · 5'10"', '5'10" · 178 cm'); one half alone when the back office
 * gives only one; the plain value for colours (and anything the API could not split).
 */
export function measureText({ value, metric, imperial }: Halves, locale: Locale): string {
  const halves = locale === 'en' ? [imperial, metric] : [metric, imperial];
  const given = halves.filter((half): half is string => !!half);
  return given.length > 0 ? given.join(' · ') : value;
}
