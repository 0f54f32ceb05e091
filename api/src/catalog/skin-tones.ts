import type { LocalisedText } from './option-types.js';

/** `id` is the integration service's attribute id, which is what a form posts back. */
export interface SkinToneOption extends LocalisedText {
  id: number;
}

export const skinTones: readonly SkinToneOption[] = [
  { id: 1160, pt: 'Albino', en: 'Albino', es: 'Albino' },
  { id: 1161, pt: 'Amarelado', en: 'Yellowish', es: 'Amarillento' },
  { id: 1162, pt: 'Branco', en: 'White', es: 'Blanco' },
  { id: 1163, pt: 'Indígena', en: 'Indigenous', es: 'Indígena' },
  { id: 1164, pt: 'Negro', en: 'Black', es: 'Negro' },
  { id: 1165, pt: 'Pardo', en: 'Brown', es: 'Moreno' },
  { id: 1166, pt: 'Vitiligo', en: 'Vitiligo', es: 'Vitíligo' },
];
