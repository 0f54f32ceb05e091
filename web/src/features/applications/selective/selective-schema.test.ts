import { describe, expect, it } from 'vitest';
import { firstErrors, keyAsMessage as t, photoFile } from '../../../testing/schema-test-utils';
import { toSelectiveVariables } from './selective-input';
import {
  createSelectiveSchema,
  SELECTIVE_FIELDS,
  selectiveDefaults,
  type SelectiveValues,
} from './selective-schema';

const schema = createSelectiveSchema(t, () => new Date(2025, 5, 15));
const photos = Array.from({ length: 6 }, (_, i) => photoFile(`foto-${i + 1}.jpg`));

function goodForm(): SelectiveValues {
  return {
    selectiveCity: '201',
    realname: 'João Santos',
    gender: 'man',
    birthdate: '02/11/2006',
    major: 'yes',
    country: '31',
    id_state: '5',
    basedin: '5270',
    email: 'joao@example.com',
    instagr: 'joaosantos',
    dialCode: '55',
    phone: '71 98888-1111',
    whatsapp: 'no',
    note: '',
    height: '186/6.1',
    hips: '',
    shoes: '42',
    image_1: photos[0] ?? null,
    image_2: photos[1] ?? null,
    image_3: photos[2] ?? null,
    image_4: photos[3] ?? null,
    image_5: photos[4] ?? null,
    image_6: photos[5] ?? null,
  };
}

describe('selective schema', () => {
  it('accepts a complete form without the optional note and hips', () => {
    expect(firstErrors(schema, goodForm())).toEqual({});
  });

  it('rejects the empty form on every field but the note and hips', () => {
    const errors = firstErrors(schema, selectiveDefaults(''));
    expect(Object.keys(errors).sort()).toEqual(
      SELECTIVE_FIELDS.filter((f) => f !== 'note' && f !== 'hips').sort(),
    );
  });

  it('takes "no" as an answer to the over-18 question, but requires one', () => {
    expect(firstErrors(schema, { ...goodForm(), major: 'no' })).toEqual({});
    expect(firstErrors(schema, { ...goodForm(), major: '' })).toEqual({ major: 'validation.major_required' });
  });

  it.each([
    ['selectiveCity', '', 'validation.select_required'],
    ['realname', '', 'validation.required'],
    ['gender', '', 'validation.select_required'],
    ['birthdate', '', 'validation.required'],
    ['birthdate', '31/02/2000', 'validation.invalid_date'],
    ['birthdate', '01/01/2026', 'validation.future_date'],
    ['country', '', 'validation.select_required'],
    ['id_state', '', 'validation.select_required'],
    ['basedin', '', 'validation.select_required'],
    ['email', ' ', 'validation.required'],
    ['email', 'joao@example', 'validation.invalid_email'],
    ['instagr', '', 'validation.required'],
    ['dialCode', '', 'validation.select_required'],
    ['phone', '', 'validation.required'],
    ['whatsapp', '', 'validation.select_required'],
    ['height', '', 'validation.select_required'],
    ['shoes', '', 'validation.select_required'],
    ['image_1', null, 'validation.photo_required'],
    ['image_4', photoFile('corpo.heic', 'image/heic'), 'validation.photo_type'],
    ['image_6', photoFile('rosto.png', 'image/png', 16 * 1024 * 1024), 'validation.photo_too_large'],
  ] as const)('rejects %s = %j', (field, value, message) => {
    expect(firstErrors(schema, { ...goodForm(), [field]: value })).toEqual({ [field]: message });
  });

  it('sends the state as `state`, booleans for the answers, and leaves out empty optional fields', () => {
    const { input, photos: files } = toSelectiveVariables(schema.parse(goodForm()));
    expect(input).toEqual({
      realname: 'João Santos',
      gender: 'MAN',
      birthdate: '2006-11-02',
      email: 'joao@example.com',
      instagr: 'joaosantos',
      phone: { dialCode: '55', number: '71 98888-1111' },
      whatsapp: false,
      major: true,
      country: '31',
      state: '5',
      basedin: '5270',
      selectiveCity: '201',
      height: '186/6.1',
      shoes: '42',
    });
    expect(files).toEqual(photos);
  });

  it('sends the note and hips when given', () => {
    const { input } = toSelectiveVariables(
      schema.parse({ ...goodForm(), note: '  Trabalho com teatro. ', hips: '92/36' }),
    );
    expect(input).toMatchObject({ note: 'Trabalho com teatro.', hips: '92/36' });
  });
});
