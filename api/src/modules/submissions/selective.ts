import { z } from 'zod';
import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { hips, shoes } from '../../options/measures.js';
import { heights } from '../../options/heights.js';
import { acceptSubmission } from './accept-submission.js';
import { checkOption, checkPlace, loadList } from './option-checks.js';
import { storePhotos } from './photos.js';
import { dialCode, email, optionalText, pastDate, phoneNumber, requiredText } from './rules.js';
import { composeNote, phoneField, placeLabel, valueLabel } from './upstream-fields.js';
import { validateInput } from './validate-input.js';

export const SELECTIVE_PHOTOS = 6;

const schema = (now: () => Date) =>
  z.object({
    realname: requiredText(),
    gender: z.enum(['woman', 'man']),
    birthdate: pastDate(now),
    email,
    instagr: requiredText(100),
    phone: z.object({ dialCode, number: phoneNumber }),
    whatsapp: z.boolean(),
    major: z.boolean(),
    country: requiredText(12),
    state: requiredText(12),
    basedin: requiredText(12),
    selectiveCity: requiredText(12),
    height: requiredText(20),
    shoes: requiredText(20),
    hips: optionalText(20),
    note: optionalText(2000),
  });

/** Sign up for a selective: two profile, two full-body and two face photos (image_1..6). */
export const submitSelective: MutationResolvers['submitSelective'] = (_p, args, context) =>
  acceptSubmission(context, 'selective', args.locale ?? 'pt', async (errors, dir) => {
    const input = validateInput(schema(() => new Date()), args.input, errors);
    if (args.photos.length !== SELECTIVE_PHOTOS) errors.add('photos', 'photo_count');
    const files = await storePhotos(args.photos.slice(0, SELECTIVE_PHOTOS), dir, errors);
    if (!input) return null;

    checkOption(heights, input.height, 'height', errors);
    checkOption(shoes, input.shoes, 'shoes', errors);
    checkOption(hips, input.hips, 'hips', errors);
    const { logger, data } = context;
    const countries = await loadList(() => data.countries(), logger, 'countries');
    const states = await loadList(() => data.states(input.country), logger, 'states');
    const cities = await loadList(() => data.cities(input.country, input.state), logger, 'cities');
    const selectiveCities = await loadList(() => data.selectiveCities(), logger, 'selective cities');
    checkPlace(countries, input.country, 'country', errors);
    checkPlace(states, input.state, 'state', errors);
    checkPlace(cities, input.basedin, 'basedin', errors);
    const selectiveCity = selectiveCities?.find((city) => city.id === input.selectiveCity) ?? null;
    if (selectiveCities && !selectiveCity) errors.add('selectiveCity', 'unknown_option');

    const fields: [string, string][] = [
      ['realname', input.realname],
      ['gender', input.gender],
      ['birthdate', input.birthdate],
      ['email', input.email],
      ['instagr', input.instagr],
      ['country', valueLabel(input.country, placeLabel(countries, input.country))],
      ['id_state', valueLabel(input.state, placeLabel(states, input.state))],
      ['basedin', valueLabel(input.basedin, placeLabel(cities, input.basedin))],
      ['phone', phoneField(input.phone.dialCode, input.phone.number)],
      ['selectiveCity', input.selectiveCity],
      ['height', input.height],
      ['shoes', input.shoes],
    ];
    if (input.hips) fields.push(['hips', input.hips]);
    fields.push(['note', composeNote({ note: input.note, whatsapp: input.whatsapp, major: input.major, selectiveCity })]);
    return { type: 'multipart', path: 'api/entry/selective/send', fields, files };
  });
