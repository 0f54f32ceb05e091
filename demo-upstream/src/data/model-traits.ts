// One model's random traits (name, categories, measures, birthdate, instagram, skills, galleries,
// look) and `assembleModel`, which draws them in one fixed order. The base board, the extra models
// and the admin-added ones all go through it, so they look alike; the order of the draws must not
// change, or the base board's names and measures (which tests rely on) would move.

import type { Random } from '../random.js';
import { commonEyes, commonHair, eyeColours, hairColours } from './appearance.js';
import { imageGallery, videoGallery } from './galleries.js';
import type { HairLength, Look } from './looks.js';
import { formatBody, formatHeight, formatShoes } from './measures.js';
import { COMERCIAL, FASHION } from './model-shape.js';
import type { DemoModel, Gender, Measure } from './model-shape.js';
import { skillNames, surnames } from './names.js';

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '')
    .toLowerCase();
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pickLook(random: Random, gender: Gender, hair: Measure): Look {
  // Bahia: mostly brown and black skin.
  const skin = random.pick([0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]);
  const lengths: HairLength[] =
    gender === 'woman'
      ? ['long', 'long', 'medium', 'curly', 'curly', 'bun', 'short']
      : ['short', 'short', 'short', 'curly', 'bald', 'medium'];
  const hairLength = hair === 'Careca' || hair === 'Raspado' ? 'bald' : random.pick(lengths);
  return { gender, skin, hairColour: typeof hair === 'string' && hair !== '' ? hair : null, hairLength };
}

function birthdate(random: Random, reference: Date): string {
  // Ages from 18.5 to 34.5 years on 1 January of this year: always 18 to 35 during the year.
  const days = Math.round(random.between(18.5, 34.5) * 365.25);
  return new Date(reference.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

function categoriesFor(random: Random): number[] {
  const roll = random.next();
  if (roll < 0.45) return [FASHION];
  if (roll < 0.7) return [COMERCIAL];
  return [FASHION, COMERCIAL];
}

function measuresFor(random: Random, gender: Gender, fashion: boolean): DemoModel['measures'] {
  const woman = gender === 'woman';
  const height = woman
    ? random.int(fashion ? 170 : 160, fashion ? 183 : 176)
    : random.int(fashion ? 180 : 172, fashion ? 193 : 188);
  return {
    height: formatHeight(height),
    bust: formatBody(woman ? random.int(76, 92) : random.int(90, 106)),
    waist: formatBody(woman ? random.int(57, 70) : random.int(72, 86)),
    hips: formatBody(woman ? random.int(84, 98) : random.int(88, 100)),
    shoes: formatShoes(woman ? random.int(34, 40) : random.int(39, 45), gender),
    eyes: random.chance(0.75) ? random.pick(commonEyes) : random.pick(eyeColours),
    hair: random.chance(0.75)
      ? random.pick(commonHair)
      : random.pick(hairColours.filter((h) => woman || h !== 'Rosa')),
  };
}

/** The base board's galleries: a full book, some snaps, maybe compos and videos. */
export function fullGalleries(random: Random, folder: string): DemoModel['galleries'] {
  const galleries: DemoModel['galleries'] = {};
  galleries.book = imageGallery(random, folder, 'book', random.int(4, 14), 0.3);
  const snaps = random.int(0, 6);
  if (snaps > 0 || random.chance(0.5)) galleries.snap = imageGallery(random, folder, 'snap', snaps, 0);
  if (random.chance(0.7)) galleries.compo = imageGallery(random, folder, 'compo', random.int(0, 2), 0.6);
  if (random.chance(0.6)) galleries.video = videoGallery(random, random.int(0, 3));
  return galleries;
}

function instagramFor(random: Random, name: string): string {
  const parts = name.split(' ');
  const first = slug(parts.slice(0, -1).join(''));
  const last = slug(parts[parts.length - 1] ?? '');
  const style = random.int(0, 3);
  if (style === 0) return `${first}.${last}`;
  if (style === 1) return `${first}_${last}`;
  if (style === 2) return `${first}${last}${random.int(1, 99)}`;
  return `${first}.oficial`;
}

export type ModelSpec = {
  id: number;
  gender: Gender;
  firstName: string;
  /** 1 January of the current year: birthdates move only once a year. */
  reference: Date;
  galleries: (random: Random, folder: string) => DemoModel['galleries'];
  /** Replaces the drawn full name; the instagram handle is then made from it. */
  name?: string;
  /** Replaces the drawn categories; measures follow them (fashion models are taller). */
  categories?: number[];
};

export function assembleModel(random: Random, spec: ModelSpec): DemoModel {
  const { id, gender, reference } = spec;
  const family = random.chance(0.3)
    ? `${random.pick(surnames)} ${random.pick(surnames)}`
    : random.pick(surnames);
  const name = spec.name ?? `${spec.firstName} ${family}`;
  const categories = spec.categories ?? categoriesFor(random);
  const measures = measuresFor(random, gender, categories.includes(FASHION));
  const folder = `talents/${id}`;
  return {
    id,
    name,
    gender,
    birthdate: birthdate(random, reference),
    categories,
    cover: `${folder}/cover.jpg`,
    coverWeb: `${folder}/cover_web.jpg`,
    cover2: `${folder}/cover2.jpg`,
    measures,
    instagram: instagramFor(random, name),
    skills: shuffled(random, skillNames)
      .slice(0, random.int(0, 4))
      .map((skill) => ({ id: skillNames.indexOf(skill) + 1, name: skill })),
    mediaId: 5000 + random.int(0, 4999),
    galleries: spec.galleries(random, folder),
    look: pickLook(random, gender, measures.hair),
  };
}

/** 1 January (UTC) of `today`'s year, the reference birthdates are counted back from. */
export function birthdateReference(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), 0, 1));
}
