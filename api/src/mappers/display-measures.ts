import type { LocaleCode } from '../core/locale.js';
import { translateColour } from '../catalog/translate.js';

export type RawMeasure = string | number | null | undefined;

export type MeasureKey = 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes' | 'eyes' | 'hair';

export interface DisplayedMeasure {
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
 * shoes as Brazilian/US size ('38x7'); visitors are shown the metric or Brazilian part only.
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
  const torso: DisplayedMeasure | null = man ? pair('chest', chest ?? bust) : pair('bust', bust ?? chest);
  const list: (DisplayedMeasure | null)[] = [
    pair('height', displayMeasure(model.height)),
    torso,
    pair('waist', displayMeasure(model.waist)),
    pair('hips', displayMeasure(model.hips)),
    pair('shoes', displayMeasure(model.shoes)),
    pair('eyes', translateColour('eyes', model.eyes, locale)),
    pair('hair', translateColour('hair', model.hair, locale)),
  ];
  return list.filter((measure): measure is DisplayedMeasure => measure !== null);
}

function pair(key: MeasureKey, value: string | null): DisplayedMeasure | null {
  return value === null ? null : { key, value };
}
