// Models beyond the base board: DEMO_EXTRA_MODELS of them at start-up (so the API can be tested
// against a board of a thousand and more), and single ones added through the admin API. They are
// drawn like the base models but with small galleries, so a big board stays quick to build and its
// storage catalogue stays small. Ids sit above the base range, so they never collide with it.

import { createRandom } from '../random.js';
import type { Random } from '../random.js';
import type { NewModelFields } from '../shapes.js';
import { imageGallery } from './galleries.js';
import type { DemoModel, Gender } from './model-shape.js';
import { assembleModel, birthdateReference } from './model-traits.js';
import { BASE_ID_RANGE } from './models.js';
import { menFirstNames, womenFirstNames } from './names.js';

/** A short book and a few snaps: enough for covers and galleries to resolve, cheap to catalogue. */
function smallGalleries(random: Random, folder: string): DemoModel['galleries'] {
  return {
    book: imageGallery(random, folder, 'book', random.int(2, 4), 0.3),
    snap: imageGallery(random, folder, 'snap', random.int(0, 2), 0),
  };
}

/** About the base board's share of women (100 of 164). */
function drawGender(random: Random): Gender {
  return random.chance(0.6) ? 'woman' : 'man';
}

function firstNameFor(random: Random, gender: Gender): string {
  return random.pick(gender === 'woman' ? womenFirstNames : menFirstNames);
}

/**
 * `count` models after the base board, from one fixed seed: the same count gives the same models,
 * and a smaller count gives a prefix of a larger one.
 */
export function generateExtraModels(count: number, today = new Date()): DemoModel[] {
  const random = createRandom('demo-extra-models-v1');
  const reference = birthdateReference(today);
  const models: DemoModel[] = [];
  let id = BASE_ID_RANGE.max;
  for (let i = 0; i < count; i++) {
    // Small gaps, as a back office leaves after deletions; ids only grow, so none repeats.
    id += random.int(1, 3);
    const gender = drawGender(random);
    models.push(
      assembleModel(random, {
        id,
        gender,
        firstName: firstNameFor(random, gender),
        reference,
        galleries: smallGalleries,
      }),
    );
  }
  return models;
}

/** One model added at run time, seeded by its id: the same id and fields always give the same model. */
export function generateAddedModel(id: number, fields: NewModelFields, today = new Date()): DemoModel {
  const random = createRandom(`demo-added-model-v1:${id}`);
  const gender = fields.gender ?? drawGender(random);
  return assembleModel(random, {
    id,
    gender,
    firstName: firstNameFor(random, gender),
    reference: birthdateReference(today),
    galleries: smallGalleries,
    ...(fields.name === undefined ? {} : { name: fields.name }),
    ...(fields.categories === undefined ? {} : { categories: [...fields.categories] }),
  });
}
