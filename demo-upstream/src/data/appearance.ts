// Attribute lists exactly as the integration service spells them (Portuguese; the API translates).
// Ids are the integration service's own and stay stable across runs.

export type IdValue = { id: number; value: string };

export const eyeColours = [
  'Castanhos',
  'Castanhos claros',
  'Castanhos escuros',
  'Pretos',
  'Azuis',
  'Azuis claros',
  'Verdes',
  'Verdes claros',
  'Mel',
  'Cinzas',
  'Cinza-azulados',
  'Cinza-esverdeados',
  'Avelã',
  'Âmbar',
  'Azul-esverdeados',
  'Heterocromia',
  'Violeta',
] as const;

export const hairColours = [
  'Preto',
  'Castanho escuro',
  'Castanho',
  'Castanho claro',
  'Castanho acobreado',
  'Loiro escuro',
  'Loiro',
  'Loiro claro',
  'Loiro platinado',
  'Loiro acinzentado',
  'Loiro mel',
  'Ruivo',
  'Ruivo acobreado',
  'Ruivo escuro',
  'Acaju',
  'Grisalho',
  'Branco',
  'Cinza',
  'Colorido',
  'Azul',
  'Rosa',
  'Roxo',
  'Verde',
  'Careca',
  'Raspado',
] as const;

export const skinTones = ['Albino', 'Amarelado', 'Branco', 'Indígena', 'Negro', 'Pardo', 'Vitiligo'] as const;
export const hairKinds = ['Liso', 'Ondulado', 'Cacheado', 'Crespo', 'Black power', 'Trançado'] as const;
export const hairSizes = ['Raspado', 'Curto', 'Médio', 'Longo', 'Muito longo'] as const;

function numbered(values: readonly string[], firstId: number): IdValue[] {
  return values.map((value, index) => ({ id: firstId + index, value }));
}

export const eyeOptions = numbered(eyeColours, 1100);
export const hairOptions = numbered(hairColours, 1120);
export const skinToneOptions = numbered(skinTones, 1160);
export const hairKindOptions = numbered(hairKinds, 1170);
export const hairSizeOptions = numbered(hairSizes, 1180);

/** Weights that make a Bahian board plausible: mostly dark eyes and hair, a few rarities. */
export const commonEyes = ['Castanhos', 'Castanhos escuros', 'Pretos', 'Castanhos claros', 'Mel'] as const;
export const commonHair = ['Preto', 'Castanho escuro', 'Castanho', 'Castanho claro', 'Loiro escuro'] as const;
