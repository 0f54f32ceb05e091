/** An entry of a measure list as the forms post it back: `value` is what the panel stores. */
export interface MeasureOption {
  value: string;
  label: string;
}
