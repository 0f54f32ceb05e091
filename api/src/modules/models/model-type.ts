import { CATEGORY_IDS, type CategoryId } from '@agency/rules/categories';
import type { ModelResolvers } from '../../generated/resolvers-types.js';
import { ageFromBirthdate } from '../../mappers/age.js';
import { displayMeasures } from '../../mappers/display-measures.js';
import type { ModelDto, TalentProfileDto } from '../../upstream/integration-dto.js';
import type { ApiContext } from '../../core/context.js';
import type { ImageSource } from './image-type.js';
import { measureLabel } from './measure-labels.js';
import { compCardUrl } from '../comp-card/comp-card-path.js';

function image(path: string | null | undefined, { mediaUrl }: ApiContext): ImageSource | null {
  const source = mediaUrl(path);
  return source ? { source } : null;
}

function handleOf(instagram: string | null | undefined): string | null {
  const handle = instagram
    ?.trim()
    .replace(/^@/, '')
    .replace(/^https?:\/\/(www\.)?instagram\.com\//, '')
    .replace(/\/.*$/, '');
  return handle || null;
}

/** The profile of a model, loaded when the model came from a list. */
export async function profileOf(model: ModelDto, { loaders }: ApiContext): Promise<TalentProfileDto | null> {
  return 'fromProfile' in model ? model : loaders.profile.load(model.id);
}

// The boards the agency shows; a model's other upstream categories are not ours to list.
const BOARD_IDS: readonly number[] = Object.values(CATEGORY_IDS);
const isBoardId = (id: number): id is CategoryId => BOARD_IDS.includes(id);

export const Model: ModelResolvers = {
  id: (model) => String(model.id),
  categories: (model) => (model.categories ?? []).flatMap(({ id }) => (isBoardId(id) ? [id] : [])),
  age: (model) => ageFromBirthdate(model.birthdate, new Date()),
  // Lists show the web-sized cover; the full cover is the fallback.
  cover: (model, _args, context) => image(model.cover_web, context) ?? image(model.cover, context),
  cover2: (model, _args, context) => ('fromProfile' in model ? image(model.cover2, context) : null),
  instagram: (model) => handleOf(model.instagram),
  instagramUrl: (model) => {
    const handle = handleOf(model.instagram);
    return handle ? `https://www.instagram.com/${encodeURIComponent(handle)}/` : null;
  },
  measures: (model, { locale }) =>
    displayMeasures(model, locale ?? 'pt').map((measure) => ({
      ...measure,
      label: measureLabel(measure.key, locale ?? 'pt'),
    })),
  compCardUrl: (model, { locale }, { config }) => compCardUrl(model.id, locale ?? 'pt', config.publicOrigin),
  compCardBytes: (model, { locale }, { compCards }) => compCards.bytesOf(model.id, locale ?? 'pt'),
  skills: (model) => ('fromProfile' in model ? (model.skills ?? []).map((skill) => skill.name) : []),
  galleries: async (model, _args, context) => {
    const profile = await profileOf(model, context);
    // A model listed but gone from the profile service still answers with empty galleries.
    return profile ?? { ...model, fromProfile: true as const };
  },
};
