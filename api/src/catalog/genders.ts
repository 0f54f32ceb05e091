import type { LocalisedText } from './option-types.js';

export type Gender = 'woman' | 'man';

export interface GenderOption {
  value: Gender;
  label: LocalisedText;
}

export const genders: readonly GenderOption[] = [
  { value: 'woman', label: { pt: 'Mulher', en: 'Woman', es: 'Mujer' } },
  { value: 'man', label: { pt: 'Homem', en: 'Man', es: 'Hombre' } },
];
