import type { MeasureOption } from './measure-option.js';

const CM_PER_INCH = 2.54;

/** '178/5.10': the panel stores height as centimetres, then feet.inches (inches 0–11, not a decimal). */
export function heightOption(cm: number): MeasureOption {
  const totalInches = Math.round(cm / CM_PER_INCH);
  const feet = Math.floor(totalInches / 12);
  const inches = totalInches % 12;
  return { value: `${cm}/${feet}.${inches}`, label: `${cm} cm / ${feet}'${inches}"` };
}

export const HEIGHT_MIN_CM = 30;
export const HEIGHT_MAX_CM = 200;

export const heights: readonly MeasureOption[] = Array.from(
  { length: HEIGHT_MAX_CM - HEIGHT_MIN_CM + 1 },
  (_, i) => heightOption(HEIGHT_MIN_CM + i),
);
