import { initialLetter } from '@agency/rules/model-list';
import type { TalentDto } from '../../upstream/integration-dto.js';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** A model's place in a board: its sort key. */
export type BoardKey = Pick<TalentDto, 'name' | 'id'>;

/** The board's order: by name (accents in place, case ignored), then id, so every model has one place. */
export function compareBoardKeys(a: BoardKey, b: BoardKey): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}

/** The models of one gender (null: both), in the order the board shows them. */
export function boardOf(models: TalentDto[], gender: TalentDto['gender'] | null): TalentDto[] {
  return models.filter((model) => gender === null || model.gender === gender).sort(compareBoardKeys);
}

export function lettersOf(models: TalentDto[]): string[] {
  const letters = new Set<string>();
  for (const model of models) {
    const letter = initialLetter(model.name);
    if (letter) letters.add(letter);
  }
  return [...letters].sort();
}

export type Page<T> = { nodes: T[]; endCursor: string | null; hasNextPage: boolean };

/**
 * A page of `items` (in board order) after the model with sort key `after`, not after an offset:
 * a model added or removed upstream between two pages shifts no one, so nothing repeats or is
 * skipped. `cursorOf` makes the cursor of the page's last model.
 */
export function pageAfter<T extends BoardKey>(
  items: T[],
  after: BoardKey | null,
  size: number,
  cursorOf: (key: BoardKey) => string,
): Page<T> {
  const start = after ? firstAfter(items, after) : 0;
  const nodes = items.slice(start, start + size);
  const last = nodes.at(-1);
  return { nodes, endCursor: last ? cursorOf(last) : null, hasNextPage: start + nodes.length < items.length };
}

/** Index of the first item past `key` (binary search over the sorted board). */
function firstAfter(items: BoardKey[], key: BoardKey): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareBoardKeys(items[middle]!, key) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
