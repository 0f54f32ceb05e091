import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID, VERDICTS, type Verdict } from '@agency/rules/test/verdicts';
import { startHarness, type Harness } from './harness.js';
import { rawGraphQL } from './raw-graphql.js';

// The shared table of values and verdicts (rules/test/verdicts.ts) through the API's mutations, as
// a browser or partner sends them: each refused value must come back with the table's code, each
// accepted one with no error for its field. The web runs the same table through its forms.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { RATE_LIMIT_MUTATIONS: '1000' } });
});
afterAll(() => h?.stop());

const CONTACT = 'mutation ($input: ContactInput!) { submitContact(input: $input) { status } }';
const GET_SCOUTED =
  'mutation ($input: GetScoutedInput!, $photos: [Upload!]!) { submitGetScouted(input: $input, photos: $photos) { status } }';

function applicantInput(field: string, value: string) {
  const { phone, ...valid } = { ...VALID.applicant, [field]: value };
  return {
    ...valid,
    gender: 'WOMAN',
    phone: { dialCode: '55', number: phone },
    whatsapp: true,
    country: '31',
    basedin: '2927408',
    height: '170',
    bust: '84',
    waist: '61',
    hips: '90',
    shoes: '38',
  };
}

/** The code the API gives the field, null when it has no complaint about it. */
async function apiVerdict({ form, field, value }: Verdict): Promise<string | null> {
  const answer =
    form === 'message'
      ? await rawGraphQL(h.url, CONTACT, { input: { ...VALID.message, [field]: value } })
      : // No photos: the refusal then lists every field's problem (and the photos'); only `field` is read.
        await rawGraphQL(h.url, GET_SCOUTED, { input: applicantInput(field, value), photos: [] });
  const codes = (answer.body.errors?.[0]?.extensions?.['codes'] ?? {}) as Record<string, string>;
  return codes[form === 'applicant' && field === 'phone' ? 'phone.number' : field] ?? null;
}

describe('the API gives the shared verdicts', () => {
  it.each(VERDICTS)('$form form, $field = $value → $code', async (verdict) => {
    expect(await apiVerdict(verdict)).toBe(verdict.code);
  });
});
