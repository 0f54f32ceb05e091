import type { LocalisedText } from './option-types.js';

/**
 * The Portuguese label is what the integration service stores and sends back, so it is the lookup
 * key; the English name is the form value.
 */
export const hairColours: readonly LocalisedText[] = [
  { pt: 'Preto', en: 'Black', es: 'Negro' },
  { pt: 'Castanho escuro', en: 'Dark brown', es: 'Castaño oscuro' },
  { pt: 'Castanho', en: 'Brown', es: 'Castaño' },
  { pt: 'Castanho claro', en: 'Light brown', es: 'Castaño claro' },
  { pt: 'Castanho acobreado', en: 'Copper brown', es: 'Castaño cobrizo' },
  { pt: 'Loiro escuro', en: 'Dark blonde', es: 'Rubio oscuro' },
  { pt: 'Loiro', en: 'Blonde', es: 'Rubio' },
  { pt: 'Loiro claro', en: 'Light blonde', es: 'Rubio claro' },
  { pt: 'Loiro platinado', en: 'Platinum blonde', es: 'Rubio platino' },
  { pt: 'Loiro acinzentado', en: 'Ash blonde', es: 'Rubio ceniza' },
  { pt: 'Loiro mel', en: 'Honey blonde', es: 'Rubio miel' },
  { pt: 'Ruivo', en: 'Red', es: 'Pelirrojo' },
  { pt: 'Ruivo acobreado', en: 'Copper red', es: 'Pelirrojo cobrizo' },
  { pt: 'Ruivo escuro', en: 'Dark red', es: 'Pelirrojo oscuro' },
  { pt: 'Acaju', en: 'Mahogany', es: 'Caoba' },
  { pt: 'Grisalho', en: 'Greying', es: 'Canoso' },
  { pt: 'Branco', en: 'White', es: 'Blanco' },
  { pt: 'Cinza', en: 'Grey', es: 'Gris' },
  { pt: 'Colorido', en: 'Coloured', es: 'De colores' },
  { pt: 'Azul', en: 'Blue', es: 'Azul' },
  { pt: 'Rosa', en: 'Pink', es: 'Rosa' },
  { pt: 'Roxo', en: 'Purple', es: 'Morado' },
  { pt: 'Verde', en: 'Green', es: 'Verde' },
  { pt: 'Careca', en: 'Bald', es: 'Calvo' },
  { pt: 'Raspado', en: 'Shaved', es: 'Rapado' },
];
