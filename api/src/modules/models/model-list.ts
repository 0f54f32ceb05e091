import type { TalentDto } from '../../upstream/integration-dto.js';

export const MAX_PAGE_SIZE = 100;

/** A-Z letter a name files under: accents and case ignored ('Ícaro' → 'I'); null for no letter. */
export function initialLetter(name: string): string | null {
  const first = name.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : null;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** The models of one gender, in the order the board shows them: by name, then id. */
export function boardOf(models: TalentDto[], gender: TalentDto['gender']): TalentDto[] {
  return models
    .filter((model) => model.gender === gender)
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

export function lettersOf(models: TalentDto[]): string[] {
  const letters = new Set<string>();
  for (const model of models) {
    const letter = initialLetter(model.name);
    if (letter) letters.add(letter);
  }
  return [...letters].sort();
}

// Cursors are opaque to clients; inside they are the offset of the next item.
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string): number | null {
  const match = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

export type Page<T> = { nodes: T[]; endCursor: string | null; hasNextPage: boolean };

export function pageOf<T>(items: T[], offset: number, size: number): Page<T> {
  const nodes = items.slice(offset, offset + size);
  const end = offset + nodes.length;
  return { nodes, endCursor: nodes.length ? encodeCursor(end) : null, hasNextPage: end < items.length };
}
