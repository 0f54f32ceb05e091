import * as z from 'zod/mini';
import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { bust, hips, waist } from '@agency/rules/measures';
import { acceptSubmission } from './accept-submission.js';
import { applicantFields, applicantShape } from './applicant.js';
import { checkOption } from './option-checks.js';
import { storePhotos } from './photos.js';
import { getScoutedRules, PHOTO_COUNTS } from '@agency/rules';
import { composeNote } from './upstream-fields.js';
import { validateInput } from './validate-input.js';

export const GET_SCOUTED_PHOTOS = PHOTO_COUNTS.getScouted;

const schema = (now: () => Date) =>
  z.object({
    ...applicantShape(now),
    ...getScoutedRules,
  });

/** Apply to be a model: face, profile and full-body photos (image_1..3). */
export const submitGetScouted: MutationResolvers['submitGetScouted'] = (_p, args, context) =>
  acceptSubmission(context, 'getScouted', args.locale ?? 'pt', async (errors, dir) => {
    const input = validateInput(
      schema(() => new Date()),
      args.input,
      errors,
    );
    if (args.photos.length !== GET_SCOUTED_PHOTOS) errors.add('photos', 'photo_count');
    const files = await storePhotos(args.photos.slice(0, GET_SCOUTED_PHOTOS), dir, errors);
    if (!input) return null;

    checkOption(bust, input.bust, 'bust', errors);
    checkOption(waist, input.waist, 'waist', errors);
    checkOption(hips, input.hips, 'hips', errors);
    const { fields } = await applicantFields(input, context, errors);
    fields.push(
      ['bust', input.bust],
      ['waist', input.waist],
      ['hips', input.hips],
      ['note', composeNote({ whatsapp: input.whatsapp })],
    );
    return { type: 'multipart', path: 'api/entry/getScouted/send', fields, files };
  });
