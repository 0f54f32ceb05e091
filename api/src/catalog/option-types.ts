import type { LocaleCode } from '../core/locale.js';

/** An entry of a select list as the forms post it back: `value` is what the panel stores. */
export interface ValueLabelOption {
  value: string;
  label: string;
}

/** One text in each language the site speaks. */
export type LocalisedText = Record<LocaleCode, string>;
