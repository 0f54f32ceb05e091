import { describe, expect, it } from 'vitest';
import { firstErrors, keyAsMessage as t, photoFile } from '../../../testing/schema-test-utils';
import { toGetScoutedVariables } from './get-scouted-input';
import {
  createGetScoutedSchema,
  GET_SCOUTED_FIELDS,
  getScoutedDefaults,
  type GetScoutedValues,
} from './get-scouted-schema';

const now = () => new Date(2025, 5, 15);
const schema = createGetScoutedSchema(t, now);

const face = photoFile('rosto.jpg');
const profile = photoFile('perfil.png', 'image/png');
const fullBody = photoFile('corpo.gif', 'image/gif');

function goodForm(): GetScoutedValues {
  return {
    realname: 'Ana Souza',
    email: 'ana@example.com',
    gender: 'woman',
    birthdate: '09/03/2004',
    country: '31',
    basedin: '5270',
    instagr: '@ana.souza',
    dialCode: '55',
    phone: '71 99999-0000',
    whatsapp: 'yes',
    height: '175/5.9',
    bust: '84/33',
    waist: '62/24.5',
    hips: '90/35.5',
    shoes: '37',
    image_1: face,
    image_2: profile,
    image_3: fullBody,
  };
}

describe('get-scouted schema', () => {
  it('accepts a complete form', () => {
    expect(firstErrors(schema, goodForm())).toEqual({});
  });

  it('rejects the empty form on every field', () => {
    const errors = firstErrors(schema, getScoutedDefaults(''));
    expect(Object.keys(errors).sort()).toEqual([...GET_SCOUTED_FIELDS].sort());
  });

  it.each([
    ['realname', '  ', 'validation.required'],
    ['email', '', 'validation.required'],
    ['email', 'ana@', 'validation.invalid_email'],
    ['gender', '', 'validation.select_required'],
    ['gender', 'other', 'validation.select_required'],
    ['birthdate', '', 'validation.required'],
    ['birthdate', '30/02/2004', 'validation.invalid_date'],
    ['birthdate', '2004-03-09x', 'validation.invalid_date'],
    ['birthdate', '15/06/2025', 'validation.future_date'],
    ['country', '', 'validation.select_required'],
    ['basedin', '', 'validation.select_required'],
    ['instagr', '', 'validation.required'],
    ['dialCode', '', 'validation.select_required'],
    ['phone', '', 'validation.required'],
    ['whatsapp', '', 'validation.select_required'],
    ['height', '', 'validation.select_required'],
    ['bust', '', 'validation.select_required'],
    ['waist', '', 'validation.select_required'],
    ['hips', '', 'validation.select_required'],
    ['shoes', '', 'validation.select_required'],
    ['image_1', null, 'validation.photo_required'],
    ['image_2', photoFile('perfil.webp', 'image/webp'), 'validation.photo_type'],
    ['image_3', photoFile('corpo.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1), 'validation.photo_too_large'],
  ] as const)('rejects %s = %j', (field, value, message) => {
    expect(firstErrors(schema, { ...goodForm(), [field]: value })).toEqual({ [field]: message });
  });

  it('turns a valid form into the API input, photos in face, profile, full body order', () => {
    const { input, photos } = toGetScoutedVariables(
      schema.parse({ ...goodForm(), realname: ' Ana Souza ', whatsapp: 'no' }),
    );
    expect(input).toEqual({
      realname: 'Ana Souza',
      gender: 'WOMAN',
      birthdate: '2004-03-09',
      email: 'ana@example.com',
      instagr: '@ana.souza',
      phone: { dialCode: '55', number: '71 99999-0000' },
      whatsapp: false,
      country: '31',
      basedin: '5270',
      height: '175/5.9',
      bust: '84/33',
      waist: '62/24.5',
      hips: '90/35.5',
      shoes: '37',
    });
    expect(photos).toEqual([face, profile, fullBody]);
  });
});
