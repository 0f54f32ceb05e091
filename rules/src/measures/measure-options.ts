import type { MeasureOption } from './measure-option.js';

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.20462;

/** Tape measures are read to the half inch, so finer precision would only suggest false accuracy. */
function halfInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 2) / 2;
}

function range<T>(from: number, to: number, make: (n: number) => T): T[] {
  return Array.from({ length: to - from + 1 }, (_, i) => make(from + i));
}

/** Whole centimetres from `from` to `to`, e.g. `{ value: '90/35.5', label: '90 cm / 35.5"' }`. */
export function cmWithInches(from: number, to: number): MeasureOption[] {
  return range(from, to, (cm) => {
    const inches = halfInches(cm);
    return { value: `${cm}/${inches}`, label: `${cm} cm / ${inches}"` };
  });
}

/** Whole kilograms with pounds rounded to the unit, e.g. `{ value: '60/132', label: '60 kg / 132 lb' }`. */
export function kgWithPounds(from: number, to: number): MeasureOption[] {
  return range(from, to, (kg) => {
    const lb = Math.round(kg * LB_PER_KG);
    return { value: `${kg}/${lb}`, label: `${kg} kg / ${lb} lb` };
  });
}

/** Sizes in half steps, value and label alike ('38', '38.5'); counted in halves so no float drift creeps in. */
export function halfSteps(from: number, to: number): MeasureOption[] {
  return range(Math.round(from * 2), Math.round(to * 2), (halves) => {
    const size = String(halves / 2);
    return { value: size, label: size };
  });
}

export const bust: readonly MeasureOption[] = cmWithInches(65, 200);
export const waist: readonly MeasureOption[] = cmWithInches(20, 200);
export const hips: readonly MeasureOption[] = cmWithInches(20, 200);
export const chest: readonly MeasureOption[] = cmWithInches(10, 200);
export const weight: readonly MeasureOption[] = kgWithPounds(3, 200);
export const jeans: readonly MeasureOption[] = halfSteps(34, 60);
export const shirt: readonly MeasureOption[] = halfSteps(1, 60);
export const suit: readonly MeasureOption[] = halfSteps(1, 60);
export const shoes: readonly MeasureOption[] = halfSteps(1, 60);
