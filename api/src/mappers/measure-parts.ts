/** A measure as the back office sends it ('178/5.10', '38x7', a bare number, or nothing). */
export type RawMeasure = string | number | null | undefined;

/** A measure's two halves as the back office gives them, each with its unit; null for a half it lacks. */
export interface MeasureParts {
  /** Centimetres ('178 cm'), or the Brazilian size for shoes ('38 BR'). */
  metric: string | null;
  /** Feet and inches for height (`5'10"`), inches for the body ('33 in'), the US size for shoes ('7 US'). */
  imperial: string | null;
}

export type PartsKind = 'height' | 'body' | 'shoes';

const NONE: MeasureParts = { metric: null, imperial: null };
const NUMBER = /^\d{1,3}(?:[.,]\d{1,2})?$/;
// '5.10' is five feet ten (not 5.1 feet): the panel writes feet.inches, so '5.1' is five feet one.
const FEET_INCHES = /^(\d)\s*[.,'’]\s*(\d{1,2})?\s*(?:"|”|'')?$/;

/**
 * Splits a measure into its metric and imperial halves. The panel keeps both in one field: height
 * '178/5.10' (cm / feet.inches), bust, waist and hips '84/33' (cm / inches), shoes '38x7'
 * (Brazilian x US). A half that is missing or not a number is null: nothing is converted, so no
 * unit is shown that the back office did not give. A lone value is the field's first half (the
 * panel's form asks for it first), except a height written in feet and inches ('5.10').
 */
export function measureParts(raw: RawMeasure, kind: PartsKind): MeasureParts {
  if (raw === null || raw === undefined) return NONE;
  if (typeof raw === 'number') return Number.isFinite(raw) ? lone(String(raw), kind) : NONE;
  const value = raw.trim();
  if (!value) return NONE;
  const separator = kind === 'shoes' ? /x/i : /\//;
  const at = value.search(separator);
  if (at < 0) return lone(value, kind);
  const first = value.slice(0, at).trim();
  const second = value.slice(at + 1).trim();
  return { metric: metricOf(first, kind), imperial: imperialOf(second, kind) };
}

function lone(value: string, kind: PartsKind): MeasureParts {
  if (kind === 'height' && !isCentimetreHeight(value)) return { metric: null, imperial: feetInches(value) };
  return { metric: metricOf(value, kind), imperial: null };
}

function isCentimetreHeight(value: string): boolean {
  return NUMBER.test(value) && Number(value.replace(',', '.')) >= 30;
}

function metricOf(value: string, kind: PartsKind): string | null {
  if (!NUMBER.test(value)) return null;
  if (kind === 'shoes') return `${value} BR`;
  if (kind === 'height' && !isCentimetreHeight(value)) return null;
  return `${value} cm`;
}

function imperialOf(value: string, kind: PartsKind): string | null {
  if (kind === 'height') return feetInches(value);
  if (!NUMBER.test(value)) return null;
  return kind === 'shoes' ? `${value} US` : `${value} in`;
}

function feetInches(value: string): string | null {
  const match = FEET_INCHES.exec(value) ?? (/^\d$/.test(value) ? [value, value, undefined] : null);
  if (!match) return null;
  const feet = Number(match[1]);
  const inches = match[2] === undefined ? 0 : Number(match[2]);
  if (feet < 3 || feet > 8 || inches > 11) return null;
  return `${feet}'${inches}"`;
}
