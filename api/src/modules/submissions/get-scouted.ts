import { z } from 'zod';
import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { bust, hips, shoes, waist } from '../../options/measures.js';
import { heights } from '../../options/heights.js';
import { checkOption, checkPlace, loadList } from './option-checks.js';
import { storePhotos } from './photos.js';
import { dialCode, email, pastDate, phoneNumber, requiredText } from './rules.js';
import { acceptSubmission } from './accept-submission.js';
import { composeNote, phoneField, placeLabel, valueLabel } from './upstream-fields.js';
import { validateInput } from './validate-input.js';

export const GET_SCOUTED_PHOTOS = 3;

const schema = (now: () => Date) =>
  z.object({
    realname: requiredText(),
    gender: z.enum(['woman', 'man']),
    birthdate: pastDate(now),
    email,
    instagr: requiredText(100),
    phone: z.object({ dialCode, number: phoneNumber }),
    whatsapp: z.boolean(),
    country: requiredText(12),
    basedin: requiredText(12),
    height: requiredText(20),
    bust: requiredText(20),
    waist: requiredText(20),
    hips: requiredText(20),
    shoes: requiredText(20),
  });

/** Apply to be a model: face, profile and full-body photos (image_1..3). */
export const submitGetScouted: MutationResolvers['submitGetScouted'] = (_p, args, context) =>
  acceptSubmission(context, 'getScouted', args.locale ?? 'pt', async (errors, dir) => {
    const input = validateInput(schema(() => new Date()), args.input, errors);
    if (args.photos.length !== GET_SCOUTED_PHOTOS) errors.add('photos', 'photo_count');
    const files = await storePhotos(args.photos.slice(0, GET_SCOUTED_PHOTOS), dir, errors);
    if (!input) return null;

    checkOption(heights, input.height, 'height', errors);
    checkOption(bust, input.bust, 'bust', errors);
    checkOption(waist, input.waist, 'waist', errors);
    checkOption(hips, input.hips, 'hips', errors);
    checkOption(shoes, input.shoes, 'shoes', errors);
    const countries = await loadList(() => context.data.countries(), context.logger, 'countries');
    const cities = await loadList(() => context.data.cities(input.country, null), context.logger, 'cities');
    checkPlace(countries, input.country, 'country', errors);
    checkPlace(cities, input.basedin, 'basedin', errors);

    return {
      type: 'multipart',
      path: 'api/entry/getScouted/send',
      fields: [
        ['realname', input.realname],
        ['gender', input.gender],
        ['birthdate', input.birthdate],
        ['email', input.email],
        ['instagr', input.instagr],
        ['country', valueLabel(input.country, placeLabel(countries, input.country))],
        ['basedin', valueLabel(input.basedin, placeLabel(cities, input.basedin))],
        ['phone', phoneField(input.phone.dialCode, input.phone.number)],
        ['height', input.height],
        ['bust', input.bust],
        ['waist', input.waist],
        ['hips', input.hips],
        ['shoes', input.shoes],
        ['note', composeNote({ whatsapp: input.whatsapp })],
      ],
      files,
    };
  });
