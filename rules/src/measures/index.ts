/**
 * The measure lists of docs/product.md (heights, bust, waist, hips, chest, weight, sizes): fixed
 * tables, the same in every language, so the forms build them here instead of asking the API, which
 * serves and checks the same tables.
 */
export { heightOption, heights, HEIGHT_MAX_CM, HEIGHT_MIN_CM } from './heights.js';
export {
  bust,
  chest,
  cmWithInches,
  halfSteps,
  hips,
  jeans,
  kgWithPounds,
  shirt,
  shoes,
  suit,
  waist,
  weight,
} from './measure-options.js';
export type { MeasureOption } from './measure-option.js';
