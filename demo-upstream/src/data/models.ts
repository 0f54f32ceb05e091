// The agency's board: 164 models (100 women, 64 men), generated from a fixed seed so ids, names and
// measures are the same on every run. A handful of models carry the awkward data a real back
// office produces (missing measures, "no image" covers, absolute URLs, empty galleries); the
// `quirks` export names them so tests can find them without hard-coding ids twice.

import { createRandom } from '../random.js';
import type { Random } from '../random.js';
import { commonEyes, commonHair, eyeColours, hairColours } from './appearance.js';
import { imageGallery, videoGallery } from './galleries.js';
import type { GalleryImage, GalleryVideo } from './galleries.js';
import type { HairLength, Look } from './looks.js';
import { formatBody, formatHeight, formatShoes } from './measures.js';
import { menFirstNames, skillNames, surnames, womenFirstNames } from './names.js';

export const FASHION = 1938;
export const COMERCIAL = 1939;
export const categoryNames: Record<number, string> = { [FASHION]: 'Fashion', [COMERCIAL]: 'Comercial' };

export const WOMEN = 100;
export const MEN = 64;

/** An absolute URL with no file name: the panel's way of saying "no image". */
export const NO_IMAGE_URL = 'https://cdn.demo-panel.invalid/upload/.jpg';

export const COVER_SIZE = { width: 600, height: 800 } as const;
export const COVER_WEB_SIZE = { width: 480, height: 640 } as const;

type Measure = string | null | undefined;

export type DemoModel = {
  id: number;
  name: string;
  gender: 'woman' | 'man';
  birthdate: string;
  categories: number[];
  cover: string;
  coverWeb: string;
  cover2: string | null;
  /** Keys left undefined are left out of the JSON, as the real service does for unset measures. */
  measures: Record<'height' | 'bust' | 'waist' | 'hips' | 'shoes' | 'eyes' | 'hair', Measure>;
  instagram: Measure;
  skills: { id: number; name: string }[];
  mediaId: number;
  /** A gallery left undefined is absent from the profile; an empty list is sent as []. */
  galleries: { book?: GalleryImage[]; snap?: GalleryImage[]; compo?: GalleryImage[]; video?: GalleryVideo[] };
  look: Look;
};

export type ModelQuirks = {
  /** The contract's own example, id 48213. */
  example: number;
  /** Shares its full name with `example`. */
  sameNameAsExample: number;
  hipsMissing: number;
  shoesNullBustEmpty: number;
  allMeasuresNull: number;
  eyesEmptyHairMissing: number;
  heightEmpty: number;
  noInstagram: number[];
  noImageCoverWeb: number[];
  /** Also has the "no image" URL as its cover. */
  noImageCover: number;
  absoluteCovers: number[];
  absoluteBook: number;
  noGalleries: number;
  onlyVideo: number;
  emptyBookWithSnaps: number;
  bigBook: number;
};

function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-zA-Z0-9]+/g, '').toLowerCase();
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Every first name is used once before any repeats, so each listed letter has models. */
function firstNames(random: Random, names: readonly string[], count: number): string[] {
  const result = shuffled(random, names);
  while (result.length < count) result.push(random.pick(names));
  return shuffled(random, result.slice(0, count));
}

function pickLook(random: Random, gender: 'woman' | 'man', hair: Measure): Look {
  // Bahia: mostly brown and black skin.
  const skin = random.pick([0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]);
  const lengths: HairLength[] =
    gender === 'woman' ? ['long', 'long', 'medium', 'curly', 'curly', 'bun', 'short'] : ['short', 'short', 'short', 'curly', 'bald', 'medium'];
  const hairLength = hair === 'Careca' || hair === 'Raspado' ? 'bald' : random.pick(lengths);
  return { gender, skin, hairColour: typeof hair === 'string' && hair !== '' ? hair : null, hairLength };
}

function birthdate(random: Random, reference: Date): string {
  // Ages from 18.5 to 34.5 years on 1 January of this year: always 18 to 35 during the year.
  const days = Math.round(random.between(18.5, 34.5) * 365.25);
  return isoDate(new Date(reference.getTime() - days * 86_400_000));
}

function categoriesFor(random: Random): number[] {
  const roll = random.next();
  if (roll < 0.45) return [FASHION];
  if (roll < 0.7) return [COMERCIAL];
  return [FASHION, COMERCIAL];
}

function measuresFor(random: Random, gender: 'woman' | 'man', fashion: boolean): DemoModel['measures'] {
  const woman = gender === 'woman';
  const height = woman ? random.int(fashion ? 170 : 160, fashion ? 183 : 176) : random.int(fashion ? 180 : 172, fashion ? 193 : 188);
  return {
    height: formatHeight(height),
    bust: formatBody(woman ? random.int(76, 92) : random.int(90, 106)),
    waist: formatBody(woman ? random.int(57, 70) : random.int(72, 86)),
    hips: formatBody(woman ? random.int(84, 98) : random.int(88, 100)),
    shoes: formatShoes(woman ? random.int(34, 40) : random.int(39, 45), gender),
    eyes: random.chance(0.75) ? random.pick(commonEyes) : random.pick(eyeColours),
    hair: random.chance(0.75) ? random.pick(commonHair) : random.pick(hairColours.filter((h) => woman || h !== 'Rosa')),
  };
}

function galleriesFor(random: Random, folder: string): DemoModel['galleries'] {
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

export type DemoBoard = { models: DemoModel[]; quirks: ModelQuirks };

/**
 * @param panelUrl the panel's own base address: a few models point at its /storage with absolute
 *   URLs, as the real back office sometimes stores them.
 * @param today fixes "now" for birthdates; they move only once a year.
 */
export function generateBoard(panelUrl: string, today = new Date()): DemoBoard {
  const random = createRandom('demo-board-v1');
  const reference = new Date(Date.UTC(today.getUTCFullYear(), 0, 1));
  const women = firstNames(random, womenFirstNames, WOMEN);
  const men = firstNames(random, menFirstNames, MEN);
  const genders = shuffled(random, [...Array<'woman'>(WOMEN).fill('woman'), ...Array<'man'>(MEN).fill('man')]);
  // The contract's example (a woman) opens the board.
  const firstWoman = genders.indexOf('woman');
  [genders[0], genders[firstWoman]] = [genders[firstWoman] as 'woman', genders[0] as 'woman' | 'man'];
  const usedIds = new Set<number>([48213]);
  const models: DemoModel[] = genders.map((gender, index) => {
    let id = 48213;
    if (index > 0) {
      do id = random.int(40_000, 59_999);
      while (usedIds.has(id));
      usedIds.add(id);
    }
    const first = gender === 'woman' ? women.pop() : men.pop();
    const family = random.chance(0.3) ? `${random.pick(surnames)} ${random.pick(surnames)}` : random.pick(surnames);
    const name = `${first ?? 'Ana'} ${family}`;
    const categories = categoriesFor(random);
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
      galleries: galleriesFor(random, folder),
      look: pickLook(random, gender, measures.hair),
    };
  });

  // The first model is the contract's example, field for field.
  const example = models[0] as DemoModel;
  Object.assign(example, {
    name: 'Ana Clara Souza',
    birthdate: '2004-05-14',
    categories: [FASHION],
    measures: { height: '178/5.10', bust: '84/33', waist: '61/24', hips: '90/35.5', shoes: '38x7', eyes: 'Castanhos', hair: 'Castanho escuro' },
    instagram: 'anaclara.souza',
    skills: [{ id: 7, name: 'Passarela' }],
  });
  example.look = { ...example.look, hairColour: 'Castanho escuro', hairLength: 'long' };

  const byGender = (gender: 'woman' | 'man', skip: number) => models.filter((m, i) => i > 0 && m.gender === gender)[skip] as DemoModel;
  const quirks: ModelQuirks = {
    example: example.id,
    sameNameAsExample: byGender('woman', 40).id,
    hipsMissing: byGender('woman', 3).id,
    shoesNullBustEmpty: byGender('man', 2).id,
    allMeasuresNull: byGender('woman', 7).id,
    eyesEmptyHairMissing: byGender('man', 5).id,
    heightEmpty: byGender('woman', 11).id,
    noInstagram: [byGender('woman', 13).id, byGender('man', 8).id],
    noImageCoverWeb: [byGender('woman', 17).id, byGender('man', 11).id, byGender('woman', 19).id],
    noImageCover: byGender('woman', 19).id,
    absoluteCovers: [byGender('woman', 23).id, byGender('man', 13).id, byGender('woman', 29).id],
    absoluteBook: byGender('woman', 23).id,
    noGalleries: byGender('woman', 31).id,
    onlyVideo: byGender('man', 17).id,
    emptyBookWithSnaps: byGender('woman', 37).id,
    bigBook: byGender('woman', 43).id,
  };
  const model = (id: number) => models.find((m) => m.id === id) as DemoModel;
  const rnd = createRandom('demo-board-quirks-v1');

  const twin = model(quirks.sameNameAsExample);
  twin.name = example.name;
  twin.instagram = 'anaclarasouza.bahia';
  delete model(quirks.hipsMissing).measures.hips;
  Object.assign(model(quirks.shoesNullBustEmpty).measures, { shoes: null, bust: '' });
  model(quirks.allMeasuresNull).measures = { height: null, bust: null, waist: null, hips: null, shoes: null, eyes: null, hair: null };
  model(quirks.allMeasuresNull).look.hairColour = null;
  model(quirks.eyesEmptyHairMissing).measures.eyes = '';
  delete model(quirks.eyesEmptyHairMissing).measures.hair;
  model(quirks.heightEmpty).measures.height = '';
  model(quirks.noInstagram[0] as number).instagram = '';
  model(quirks.noInstagram[1] as number).instagram = undefined;
  for (const id of quirks.noImageCoverWeb) model(id).coverWeb = NO_IMAGE_URL;
  model(quirks.noImageCover).cover = NO_IMAGE_URL;
  for (const id of quirks.absoluteCovers) {
    const m = model(id);
    m.cover = `${panelUrl}/storage/${m.cover}`;
    m.coverWeb = `${panelUrl}/storage/${m.coverWeb}`;
  }
  const absolute = model(quirks.absoluteBook);
  absolute.galleries.book = (absolute.galleries.book ?? []).map((item) => ({ ...item, file: `${panelUrl}/storage/${item.file}` }));
  model(quirks.noGalleries).galleries = {};
  model(quirks.noGalleries).cover2 = null;
  model(quirks.onlyVideo).galleries = { book: [], snap: [], video: videoGallery(rnd, 3) };
  const emptyBook = model(quirks.emptyBookWithSnaps);
  emptyBook.galleries = { ...emptyBook.galleries, book: [], snap: imageGallery(rnd, `talents/${emptyBook.id}`, 'snap', 4, 0) };
  const big = model(quirks.bigBook);
  big.galleries.book = imageGallery(rnd, `talents/${big.id}`, 'book', 14, 0.3);

  return { models, quirks };
}
