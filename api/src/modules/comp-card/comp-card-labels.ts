import type { LocaleCode } from '../../core/locale.js';

/** The card's own words, and the language tag it declares (read aloud and searched by it). */
export const CARD_LABELS: Record<
  LocaleCode,
  {
    lang: string;
    title: string;
    measures: string;
    contact: string;
    phone: string;
    email: string;
    profile: string;
  }
> = {
  pt: {
    lang: 'pt-BR',
    title: 'Comp card',
    measures: 'Medidas',
    contact: 'Contato',
    phone: 'Tel.',
    email: 'E-mail',
    profile: 'Perfil completo',
  },
  en: {
    lang: 'en',
    title: 'Comp card',
    measures: 'Measurements',
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    profile: 'Full profile',
  },
  es: {
    lang: 'es',
    title: 'Comp card',
    measures: 'Medidas',
    contact: 'Contacto',
    phone: 'Tel.',
    email: 'Correo',
    profile: 'Perfil completo',
  },
};

/**
 * A measure in both units as the profile shows it (web/src/features/profile/measure-text.ts):
 * imperial first in English, metric first in Portuguese and Spanish; the plain value for colours.
 */
export function bothUnits(
  { value, metric, imperial }: { value: string; metric: string | null; imperial: string | null },
  locale: LocaleCode,
): string {
  const halves = (locale === 'en' ? [imperial, metric] : [metric, imperial]).filter(
    (half): half is string => half !== null,
  );
  return halves.length > 0 ? halves.join(' · ') : value;
}
