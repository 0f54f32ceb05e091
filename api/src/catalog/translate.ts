import { foldAccents } from '@agency/rules/fold-accents';
import type { LocaleCode } from '../core/locale.js';
import { BOARD_FILTERS, COLOUR_FILTER_NAMES, type ColourFilterName } from '@agency/rules/board-filters';
import type { LocalisedText, ValueLabelOption } from './option-types.js';

/** A colour list of the back office: one per colour filter of the boards (rules/src/board-filters.ts). */
export type ColourKind = ColourFilterName;

const TABLES = Object.fromEntries(
  COLOUR_FILTER_NAMES.map((kind) => [kind, BOARD_FILTERS[kind].colours]),
) as Record<ColourKind, readonly LocalisedText[]>;

/** Panel editors type these by hand: case, accents, hyphens and stray spaces vary between records. */
function normalise(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[-‐‑_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function buildIndex(kind: ColourKind): Map<string, LocalisedText> {
  const own = TABLES[kind];
  const others = COLOUR_FILTER_NAMES.filter((name) => name !== kind).flatMap((name) => TABLES[name]);
  const index = new Map<string, LocalisedText>();
  const add = (key: string, entry: LocalisedText) => {
    const normalised = normalise(key);
    if (!index.has(normalised)) index.set(normalised, entry);
  };
  // Earlier sources win, so a Portuguese name of the right table always beats a look-alike elsewhere.
  for (const entry of own) add(entry.pt, entry);
  // A record already in English or Spanish still reads right in the other languages.
  for (const entry of own) add(entry.en, entry);
  for (const entry of own) add(entry.es, entry);
  // Editors sometimes use the singular hair word for eyes ('Castanho') or the reverse; the colour is the same.
  for (const entry of others) add(entry.pt, entry);
  return index;
}

const INDEX = Object.fromEntries(COLOUR_FILTER_NAMES.map((kind) => [kind, buildIndex(kind)])) as Record<
  ColourKind,
  Map<string, LocalisedText>
>;

/** Every name of a colour the tables know (pt, en, es), or just the given one: for filtering by any language. */
export function colourNames(kind: ColourKind, given: string): string[] {
  const entry = INDEX[kind].get(normalise(given));
  return entry ? [entry.pt, entry.en, entry.es] : [given];
}

/**
 * The name of a hair or eye colour in `locale`, from the Portuguese the integration service sends.
 * A name the tables do not know is shown as the panel has it rather than hidden.
 */
export function translateColour(
  kind: ColourKind,
  portuguese: string | null | undefined,
  locale: LocaleCode,
): string | null {
  const given = portuguese?.trim();
  if (!given) return null;
  const entry = INDEX[kind].get(normalise(given));
  return entry ? entry[locale] : given;
}

/** A colour table as select options: the English name is the posted value, the label is in `locale`. */
export function colourOptions(kind: ColourKind, locale: LocaleCode): ValueLabelOption[] {
  return TABLES[kind].map((entry) => ({ value: entry.en, label: entry[locale] }));
}
