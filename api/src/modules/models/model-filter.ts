import { displayMeasure } from '../../mappers/display-measures.js';
import { colourNames, type ColourKind } from '../../catalog/translate.js';
import type { TalentDto } from '../../upstream/integration-dto.js';
import { foldAccents } from '@agency/rules/fold-accents';
import { initialLetter } from '@agency/rules/model-list';
import { COLOUR_FILTER_NAMES, type ColourFilterName } from '@agency/rules/board-filters';

/** What `models` narrows a board by, beyond category and gender; null fields do not narrow. */
export type ModelFilter = {
  letter: string | null;
  /** Normalised words ('jose', 'sou'), each to begin a word of the name. */
  search: string[];
  heightMin: number | null;
  heightMax: number | null;
} & {
  /** Normalised colour names, any language, for each colour filter (eyes, hair). */
  [K in ColourFilterName]: string[] | null;
};

/** Lower case without accents or punctuation, so 'JOSÉ', 'José' and 'jose' compare equal. */
export function normaliseText(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a search, normalised; none for a blank one. */
export function searchWords(search: string | null | undefined): string[] {
  const normalised = normaliseText(search ?? '');
  return normalised ? normalised.split(' ') : [];
}

/** Height in whole cm from the panel's '178/5.10' (or '1,78' / '1.78' in metres); null when unreadable. */
export function heightInCm(raw: TalentDto['height']): number | null {
  const shown = displayMeasure(raw);
  if (shown === null) return null;
  const value = Number(shown.replace(',', '.').replace(/\s*cm$/i, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  // Some records give metres: 1.78 is 178 cm, not 1.78 cm.
  return Math.round(value < 3 ? value * 100 : value);
}

function matchesColour(
  kind: ColourKind,
  colour: string | null | undefined,
  wanted: string[] | null,
): boolean {
  if (!wanted) return true;
  if (!colour?.trim()) return false;
  const names = colourNames(kind, colour).map(normaliseText);
  return names.some((name) => wanted.includes(name));
}

function matchesSearch(name: string, words: string[]): boolean {
  if (!words.length) return true;
  const nameWords = normaliseText(name).split(' ');
  return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
}

/** Whether a listed model passes every part of the filter. */
export function matchesFilter(model: TalentDto, filter: ModelFilter): boolean {
  if (filter.letter && initialLetter(model.name) !== filter.letter) return false;
  if (!matchesSearch(model.name, filter.search)) return false;
  if (filter.heightMin !== null || filter.heightMax !== null) {
    const height = heightInCm(model.height);
    if (height === null) return false;
    if (filter.heightMin !== null && height < filter.heightMin) return false;
    if (filter.heightMax !== null && height > filter.heightMax) return false;
  }
  // A colour filter reads the integration service's field of the same name.
  return COLOUR_FILTER_NAMES.every((kind) => matchesColour(kind, model[kind], filter[kind]));
}
