// Colours for the generated photos. Hair colours follow the integration's Portuguese names, so a
// model listed as "Ruivo" is red-haired in every picture.

export const skinColours = ['#f3d9c6', '#e3b896', '#c8916b', '#a36d4a', '#7a4e33', '#553323'] as const;

const hairByName: Record<string, string> = {
  Preto: '#17130f',
  'Castanho escuro': '#35231a',
  Castanho: '#563823',
  'Castanho claro': '#7a5538',
  'Castanho acobreado': '#7a4024',
  'Loiro escuro': '#8a693f',
  Loiro: '#b48c52',
  'Loiro claro': '#d0b07a',
  'Loiro platinado': '#e4dac2',
  'Loiro acinzentado': '#a6987e',
  'Loiro mel': '#b37e3e',
  Ruivo: '#9e3f1f',
  'Ruivo acobreado': '#944926',
  'Ruivo escuro': '#6c2915',
  Acaju: '#5c1e1b',
  Grisalho: '#88837d',
  Branco: '#e1ded8',
  Cinza: '#979797',
  Colorido: '#b1479a',
  Azul: '#2e5c99',
  Rosa: '#d27a9f',
  Roxo: '#6a3b8e',
  Verde: '#3e794e',
  Careca: '#2a1d15',
  Raspado: '#2a1d15',
};

export const randomHairColours = [
  '#17130f',
  '#35231a',
  '#563823',
  '#7a5538',
  '#8a693f',
  '#b48c52',
  '#9e3f1f',
] as const;

export function hairColour(name: string | null): string | null {
  return name === null ? null : (hairByName[name] ?? null);
}

/** Studio paper and wall colours, light at the top and darker towards the floor. */
export const backdrops: readonly [string, string][] = [
  ['#dcdcd8', '#a3a39e'],
  ['#e9ddcc', '#b5a186'],
  ['#cbd5de', '#8997a6'],
  ['#e7d0ca', '#b69891'],
  ['#a3bcb6', '#5d7b75'],
  ['#5e5e5e', '#262626'],
  ['#cac8aa', '#8b8867'],
  ['#f1efea', '#c4c1ba'],
  ['#d9c2a0', '#9c7f58'],
];

export const clothes = [
  '#1f1f22',
  '#ecebe7',
  '#b08a5b',
  '#263a5c',
  '#a3262a',
  '#5e6436',
  '#c99a2e',
  '#a9c2d9',
  '#d9a9a0',
  '#4a6a8f',
  '#1f6b53',
  '#b2552f',
  '#a995c4',
  '#e4dac4',
  '#7d7f85',
] as const;

/** Mixes a hex colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return `#${channels.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`;
}
