import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID, VERDICTS, type Verdict } from '@agency/test-kit/rule-verdicts';
import { startHarness, type Harness } from './harness.js';
import { rawGraphQL } from './raw-graphql.js';

// The shared table of values and verdicts (@agency/test-kit/rule-verdicts) through the API's mutations, as
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
const SELECTIVE =
  'mutation ($input: SelectiveInput!, $photos: [Upload!]!) { submitSelective(input: $input, photos: $photos) { status } }';

/** The application's input with every field valid but the row's; the selective's without get scouted's measures. */
function applicantInput(form: 'applicant' | 'getScouted' | 'selective', field: string, value: string) {
  const { phone, ...answers } = {
    ...VALID.applicant,
    gender: 'WOMAN',
    whatsapp: true,
    country: '31',
    basedin: '2927408',
    height: '175/5.9',
    shoes: '38',
    ...(form === 'selective'
      ? { major: true, state: '5', selectiveCity: '1' }
      : { bust: '84/33', waist: '61/24', hips: '90/35.5' }),
    [field]: value,
  };
  return { ...answers, phone: { dialCode: '55', number: phone } };
}

/** The code the API gives the field, null when it has no complaint about it. */
async function apiVerdict(form: Verdict['form'], field: string, value: string): Promise<string | null> {
  // No photos: the refusal then lists every field's problem (and the photos'); only `field` is read.
  const answer =
    form === 'message'
      ? await rawGraphQL(h.url, CONTACT, { input: { ...VALID.message, [field]: value } })
      : await rawGraphQL(h.url, form === 'selective' ? SELECTIVE : GET_SCOUTED, {
          input: applicantInput(form, field, value),
          photos: [],
        });
  const codes = (answer.body.errors?.[0]?.extensions?.['codes'] ?? {}) as Record<string, string>;
  return codes[form !== 'message' && field === 'phone' ? 'phone.number' : field] ?? null;
}

describe('the API gives the shared verdicts', () => {
  it.each(VERDICTS)('$form form, $field = $value → $code', async ({ form, field, value, code }) => {
    // Applicant rows through both applications, as the site's two forms send them.
    const forms = form === 'applicant' ? (['getScouted', 'selective'] as const) : [form];
    for (const through of forms) expect(await apiVerdict(through, field, value), through).toBe(code);
  });
});
