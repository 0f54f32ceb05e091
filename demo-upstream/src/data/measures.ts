// Measure strings in the integration service's formats: height "178/5.10" (cm / feet.inches),
// bust, waist and hips "84/33" (cm / inches, to the half inch), shoes "38x7" (Brazilian x US).

export type ValueLabel = { value: string; label: string };

function trimNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function formatHeight(cm: number): string {
  const inches = Math.round(cm / 2.54);
  return `${cm}/${Math.floor(inches / 12)}.${inches % 12}`;
}

export function formatBody(cm: number): string {
  return `${cm}/${trimNumber(Math.round((cm / 2.54) * 2) / 2)}`;
}

/** US sizes sit about 31 below Brazilian ones for women, 32 for men. */
export function formatShoes(br: number, gender: 'woman' | 'man'): string {
  return `${trimNumber(br)}x${trimNumber(br - (gender === 'woman' ? 31 : 32))}`;
}

function range(from: number, to: number, step = 1): number[] {
  const values: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) values.push(Math.round(v * 10) / 10);
  return values;
}

const genderLabels = {
  pt: ['Feminino', 'Masculino'],
  en: ['Female', 'Male'],
  es: ['Femenino', 'Masculino'],
} as const satisfies Record<string, readonly [string, string]>;
const labelsByLanguage: Partial<Record<string, readonly [string, string]>> = genderLabels;

export function genderOptions(language: string): ValueLabel[] {
  const [woman, man] = labelsByLanguage[language] ?? genderLabels.pt;
  return [
    { value: 'woman', label: woman },
    { value: 'man', label: man },
  ];
}

export function heightOptions(): ValueLabel[] {
  return range(30, 200).map((cm) => {
    const value = formatHeight(cm);
    return { value, label: `${cm} cm - ${value.split('/')[1] ?? ''}` };
  });
}

export function bodyOptions(from: number, to: number): ValueLabel[] {
  return range(from, to).map((cm) => {
    const value = formatBody(cm);
    return { value, label: `${cm} cm - ${value.split('/')[1] ?? ''} in` };
  });
}

export function shoeOptions(): ValueLabel[] {
  return range(33, 46, 0.5).map((br) => {
    const value = formatShoes(br, 'woman');
    return { value, label: `${trimNumber(br)} BR - ${value.split('x')[1] ?? ''} US` };
  });
}
