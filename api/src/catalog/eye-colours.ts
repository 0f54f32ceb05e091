import type { LocalisedText } from './option-types.js';

/** Plural, as Portuguese says eye colours ('olhos castanhos'); the Portuguese label is the lookup key. */
export const eyeColours: readonly LocalisedText[] = [
  { pt: 'Castanhos', en: 'Brown', es: 'Castaños' },
  { pt: 'Castanhos claros', en: 'Light brown', es: 'Castaños claros' },
  { pt: 'Castanhos escuros', en: 'Dark brown', es: 'Castaños oscuros' },
  { pt: 'Pretos', en: 'Black', es: 'Negros' },
  { pt: 'Azuis', en: 'Blue', es: 'Azules' },
  { pt: 'Azuis claros', en: 'Light blue', es: 'Azules claros' },
  { pt: 'Verdes', en: 'Green', es: 'Verdes' },
  { pt: 'Verdes claros', en: 'Light green', es: 'Verdes claros' },
  { pt: 'Mel', en: 'Honey', es: 'Miel' },
  { pt: 'Cinzas', en: 'Grey', es: 'Grises' },
  { pt: 'Cinza-azulados', en: 'Blue-grey', es: 'Gris azulados' },
  { pt: 'Cinza-esverdeados', en: 'Green-grey', es: 'Gris verdosos' },
  { pt: 'Avelã', en: 'Hazel', es: 'Avellana' },
  { pt: 'Âmbar', en: 'Amber', es: 'Ámbar' },
  { pt: 'Azul-esverdeados', en: 'Blue-green', es: 'Azul verdosos' },
  { pt: 'Heterocromia', en: 'Heterochromia', es: 'Heterocromía' },
  { pt: 'Violeta', en: 'Violet', es: 'Violeta' },
];
