import * as z from 'zod/mini';
import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { hips } from '@agency/rules/measures';
import { acceptSubmission } from './accept-submission.js';
import { applicantFields, applicantShape } from './applicant.js';
import { checkOption, loadList } from './option-checks.js';
import { storePhotos } from './photos.js';
import { PHOTO_COUNTS, selectiveRules } from '@agency/rules';
import { composeNote } from './upstream-fields.js';
import { validateInput } from './validate-input.js';

export const SELECTIVE_PHOTOS = PHOTO_COUNTS.selective;

const schema = (now: () => Date) =>
  z.object({
    ...applicantShape(now),
    major: z.boolean(),
    ...selectiveRules,
    // Optional in the GraphQL input too: absent or null is no value.
    hips: z.nullish(selectiveRules.hips),
    note: z.nullish(selectiveRules.note),
  });

/** Sign up for a selective: two profile, two full-body and two face photos (image_1..6). */
export const submitSelective: MutationResolvers['submitSelective'] = (_p, args, context) =>
  acceptSubmission(context, 'selective', args.locale ?? 'pt', async (errors, dir) => {
    const input = validateInput(
      schema(() => new Date()),
      args.input,
      errors,
    );
    if (args.photos.length !== SELECTIVE_PHOTOS) errors.add('photos', 'photo_count');
    const files = await storePhotos(args.photos.slice(0, SELECTIVE_PHOTOS), dir, errors);
    if (!input) return null;

    checkOption(hips, input.hips, 'hips', errors);
    const { fields } = await applicantFields(input, context, errors);
    const selectiveCities = await loadList(
      () => context.data.selectiveCities(),
      context.logger,
      'selective cities',
    );
    const selectiveCity = selectiveCities?.find((city) => city.id === input.selectiveCity) ?? null;
    if (selectiveCities && !selectiveCity) errors.add('selectiveCity', 'unknown_option');

    fields.push(['selectiveCity', input.selectiveCity]);
    if (input.hips) fields.push(['hips', input.hips]);
    fields.push([
      'note',
      composeNote({ note: input.note, whatsapp: input.whatsapp, major: input.major, selectiveCity }),
    ]);
    return { type: 'multipart', path: 'api/entry/selective/send', fields, files };
  });
