// The agency's board: 164 models (100 women, 64 men), generated from a fixed seed so ids, names and
// measures are the same on every run. A handful of models carry the awkward data a real back
// office produces (missing measures, "no image" covers, absolute URLs, empty galleries); the
// `quirks` export names them so tests can find them without hard-coding ids twice.

import { createRandom } from '../random.js';
import type { Random } from '../random.js';
import { imageGallery, videoGallery } from './galleries.js';
import { FASHION, NO_IMAGE_URL } from './model-shape.js';
import type { DemoModel } from './model-shape.js';
import { assembleModel, birthdateReference, fullGalleries, shuffled } from './model-traits.js';
import { menFirstNames, womenFirstNames } from './names.js';

// The board's types and constants live in model-shape.ts; re-exported so importers keep one address.
export {
  COMERCIAL,
  COVER_SIZE,
  COVER_WEB_SIZE,
  FASHION,
  NO_IMAGE_URL,
  categoryNames,
} from './model-shape.js';
export type { DemoModel, Gender, Measure } from './model-shape.js';

export const WOMEN = 100;
export const MEN = 64;

/** Every base id is drawn from this range; models generated later take ids above it, so none collide. */
export const BASE_ID_RANGE = { min: 40_000, max: 59_999 } as const;

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

/** Every first name is used once before any repeats, so each listed letter has models. */
function firstNames(random: Random, names: readonly string[], count: number): string[] {
  const result = shuffled(random, names);
  while (result.length < count) result.push(random.pick(names));
  return shuffled(random, result.slice(0, count));
}

export type DemoBoard = { models: DemoModel[]; quirks: ModelQuirks };

/**
 * @param panelUrl the panel's own base address: a few models point at its /storage with absolute
 *   URLs, as the real back office sometimes stores them.
 * @param today fixes "now" for birthdates; they move only once a year.
 */
export function generateBoard(panelUrl: string, today = new Date()): DemoBoard {
  const random = createRandom('demo-board-v1');
  const reference = birthdateReference(today);
  const women = firstNames(random, womenFirstNames, WOMEN);
  const men = firstNames(random, menFirstNames, MEN);
  const genders = shuffled(random, [
    ...Array<'woman'>(WOMEN).fill('woman'),
    ...Array<'man'>(MEN).fill('man'),
  ]);
  // The contract's example (a woman) opens the board.
  const firstWoman = genders.indexOf('woman');
  [genders[0], genders[firstWoman]] = [genders[firstWoman] as 'woman', genders[0] as 'woman' | 'man'];
  const usedIds = new Set<number>([48213]);
  const models: DemoModel[] = genders.map((gender, index) => {
    let id = 48213;
    if (index > 0) {
      do id = random.int(BASE_ID_RANGE.min, BASE_ID_RANGE.max);
      while (usedIds.has(id));
      usedIds.add(id);
    }
    const firstName = (gender === 'woman' ? women.pop() : men.pop()) ?? 'Ana';
    return assembleModel(random, { id, gender, firstName, reference, galleries: fullGalleries });
  });

  // The first model is the contract's example, field for field.
  const example = models[0] as DemoModel;
  Object.assign(example, {
    name: 'Ana Clara Souza',
    birthdate: '2004-05-14',
    categories: [FASHION],
    measures: {
      height: '178/5.10',
      bust: '84/33',
      waist: '61/24',
      hips: '90/35.5',
      shoes: '38x7',
      eyes: 'Castanhos',
      hair: 'Castanho escuro',
    },
    instagram: 'anaclara.souza',
    skills: [{ id: 7, name: 'Passarela' }],
  });
  example.look = { ...example.look, hairColour: 'Castanho escuro', hairLength: 'long' };

  const byGender = (gender: 'woman' | 'man', skip: number) =>
    models.filter((m, i) => i > 0 && m.gender === gender)[skip] as DemoModel;
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
  model(quirks.allMeasuresNull).measures = {
    height: null,
    bust: null,
    waist: null,
    hips: null,
    shoes: null,
    eyes: null,
    hair: null,
  };
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
  absolute.galleries.book = (absolute.galleries.book ?? []).map((item) => ({
    ...item,
    file: `${panelUrl}/storage/${item.file}`,
  }));
  model(quirks.noGalleries).galleries = {};
  model(quirks.noGalleries).cover2 = null;
  model(quirks.onlyVideo).galleries = { book: [], snap: [], video: videoGallery(rnd, 3) };
  const emptyBook = model(quirks.emptyBookWithSnaps);
  emptyBook.galleries = {
    ...emptyBook.galleries,
    book: [],
    snap: imageGallery(rnd, `talents/${emptyBook.id}`, 'snap', 4, 0),
  };
  const big = model(quirks.bigBook);
  big.galleries.book = imageGallery(rnd, `talents/${big.id}`, 'book', 14, 0.3);

  return { models, quirks };
}
