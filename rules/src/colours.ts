/** One colour's name in each language the site speaks. */
export type ColourNames = { readonly pt: string; readonly en: string; readonly es: string };

/**
 * The eye colours the back office offers, in its order. Plural, as Portuguese says eye colours
 * ('olhos castanhos'); the Portuguese label is what the integration service stores and sends back.
 */
export const eyeColours: readonly ColourNames[] = [
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

/**
 * The hair colours the back office offers, in its order. The Portuguese label is what the
 * integration service stores and sends back; the English name is the forms' posted value.
 */
export const hairColours: readonly ColourNames[] = [
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
