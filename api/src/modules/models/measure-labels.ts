import type { LocaleCode } from '../../core/locale.js';

type MeasureName = 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes' | 'eyes' | 'hair';

const LABELS: Record<MeasureName, Record<LocaleCode, string>> = {
  height: { pt: 'Altura', en: 'Height', es: 'Altura' },
  bust: { pt: 'Busto', en: 'Bust', es: 'Busto' },
  chest: { pt: 'Tórax', en: 'Chest', es: 'Pecho' },
  waist: { pt: 'Cintura', en: 'Waist', es: 'Cintura' },
  hips: { pt: 'Quadril', en: 'Hips', es: 'Cadera' },
  shoes: { pt: 'Sapatos', en: 'Shoes', es: 'Zapatos' },
  eyes: { pt: 'Olhos', en: 'Eyes', es: 'Ojos' },
  hair: { pt: 'Cabelo', en: 'Hair', es: 'Cabello' },
};

export function measureLabel(key: MeasureName, locale: LocaleCode): string {
  return LABELS[key][locale];
}
