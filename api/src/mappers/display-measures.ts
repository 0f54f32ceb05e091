import type { LocaleCode } from '../core/locale.js';
import { translateColour } from '../catalog/translate.js';
import { measureParts, type MeasureParts, type PartsKind, type RawMeasure } from './measure-parts.js';

export type MeasureKey = 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes' | 'eyes' | 'hair';

export interface DisplayedMeasure extends MeasureParts {
  key: MeasureKey;
  value: string;
}

export interface MeasuredModel {
  gender: string;
  height?: RawMeasure;
  bust?: RawMeasure;
  chest?: RawMeasure;
  waist?: RawMeasure;
  hips?: RawMeasure;
  shoes?: RawMeasure;
  eyes?: string | null;
  hair?: string | null;
}

/**
 * A measure as the site shows it. The panel stores metric and imperial together ('178/5.10'), and
 * shoes as Brazilian/US size ('38x7'); this is the metric or Brazilian part alone (both halves,
 * with their units, come from measure-parts.ts).
 */
export function displayMeasure(raw: RawMeasure): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null;
  const value = raw.trim();
  if (!value) return null;
  const slash = value.indexOf('/');
  if (slash >= 0) return value.slice(0, slash).trim() || null;
  const x = value.search(/x/i);
  if (x >= 0) {
    const size = value.slice(0, x).trim();
    return size ? `${size} BR` : null;
  }
  return value;
}

/** The profile's measure list, in the order the site shows it, leaving out what the model lacks. */
export function displayMeasures(model: MeasuredModel, locale: LocaleCode): DisplayedMeasure[] {
  const man = model.gender === 'man';
  const bust = displayMeasure(model.bust);
  const chest = displayMeasure(model.chest);
  // A man's torso is called chest; the panel often files it under bust, so either field will do.
  const torsoRaw = man
    ? chest !== null
      ? model.chest
      : model.bust
    : bust !== null
      ? model.bust
      : model.chest;
  const list: (DisplayedMeasure | null)[] = [
    sized('height', model.height, 'height'),
    sized(man ? 'chest' : 'bust', torsoRaw, 'body'),
    sized('waist', model.waist, 'body'),
    sized('hips', model.hips, 'body'),
    sized('shoes', model.shoes, 'shoes'),
    colour('eyes', translateColour('eyes', model.eyes, locale)),
    colour('hair', translateColour('hair', model.hair, locale)),
  ];
  return list.filter((measure): measure is DisplayedMeasure => measure !== null);
}

function sized(key: MeasureKey, raw: RawMeasure, kind: PartsKind): DisplayedMeasure | null {
  const value = displayMeasure(raw);
  return value === null ? null : { key, value, ...measureParts(raw, kind) };
}

function colour(key: MeasureKey, value: string | null): DisplayedMeasure | null {
  return value === null ? null : { key, value, metric: null, imperial: null };
}
