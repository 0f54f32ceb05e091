import { localIsoDate, type RuleCode } from '@agency/rules';

/**
 * Values a visitor may give, with the verdict every side must give: null for accepted, else the
 * rule's code. Run through the rules (rules/test), the browser forms' schemas and rendered forms
 * (web) and the API's mutations (api), so they cannot drift apart again; the limits that once
 * differed (places 12 characters, measures 20, the selective's hips and note) have rows of their
 * own. `applicant` rows go through both applications, `getScouted` and `selective` rows through
 * that one; fields are named as the API names them (`state`, the form's `id_state`). Dates are written yyyy-MM-dd, as the
 * API takes them; "today" is the day the tests run (the API's clock cannot be fixed from outside).
 */
export type Verdict = {
  form: 'message' | 'applicant' | 'getScouted' | 'selective';
  field: string;
  value: string;
  code: RuleCode | null;
};

const today = new Date();
const TODAY = localIsoDate(today);
const NEXT_YEAR = `${today.getFullYear() + 1}-01-01`;

export const VERDICTS: readonly Verdict[] = [
  { form: 'message', field: 'name', value: 'Ana Clara', code: null },
  { form: 'message', field: 'name', value: '   ', code: 'required' },
  { form: 'message', field: 'name', value: 'x'.repeat(201), code: 'too_long' },
  { form: 'message', field: 'email', value: 'ana@example.com', code: null },
  { form: 'message', field: 'email', value: ' ana.souza@agencia.com.br ', code: null },
  { form: 'message', field: 'email', value: 'ana@example', code: 'invalid_email' },
  { form: 'message', field: 'email', value: 'ana example@x.com', code: 'invalid_email' },
  { form: 'message', field: 'email', value: '', code: 'required' },
  { form: 'message', field: 'phone', value: '71 3333-4444', code: null },
  { form: 'message', field: 'phone', value: '(71) 99999.0000', code: null },
  { form: 'message', field: 'phone', value: '71 3333-abcd', code: 'invalid_phone' },
  { form: 'message', field: 'phone', value: '12345', code: 'invalid_phone' },
  { form: 'message', field: 'phone', value: '1234567890123456789012', code: 'invalid_phone' },
  { form: 'message', field: 'phone', value: '', code: 'required' },
  { form: 'message', field: 'message', value: 'Olá, gostaria de um orçamento.', code: null },
  { form: 'message', field: 'message', value: '', code: 'required' },
  { form: 'message', field: 'message', value: 'x'.repeat(5001), code: 'too_long' },
  { form: 'applicant', field: 'realname', value: 'Ana Clara Souza', code: null },
  { form: 'applicant', field: 'realname', value: '', code: 'required' },
  { form: 'applicant', field: 'instagr', value: 'x'.repeat(101), code: 'too_long' },
  { form: 'applicant', field: 'email', value: 'ana@example', code: 'invalid_email' },
  { form: 'applicant', field: 'phone', value: '71 99999-0000', code: null },
  { form: 'applicant', field: 'phone', value: '71 9999-abcd', code: 'invalid_phone' },
  { form: 'applicant', field: 'birthdate', value: '2000-02-29', code: null },
  { form: 'applicant', field: 'birthdate', value: '2001-02-29', code: 'invalid_date' },
  { form: 'applicant', field: 'birthdate', value: '1899-12-31', code: 'invalid_date' },
  { form: 'applicant', field: 'birthdate', value: TODAY, code: 'future_date' },
  { form: 'applicant', field: 'birthdate', value: NEXT_YEAR, code: 'future_date' },
  { form: 'applicant', field: 'birthdate', value: '', code: 'required' },
  // Choices: ids of the back office's places (digits, 12 at most), values of the measure tables (20).
  { form: 'applicant', field: 'country', value: '31', code: null },
  { form: 'applicant', field: 'country', value: '', code: 'select_required' },
  { form: 'applicant', field: 'country', value: '1'.repeat(13), code: 'too_long' },
  { form: 'applicant', field: 'basedin', value: '2927408', code: null },
  { form: 'applicant', field: 'basedin', value: '1'.repeat(13), code: 'too_long' },
  { form: 'applicant', field: 'height', value: '175/5.9', code: null },
  { form: 'applicant', field: 'height', value: '1'.repeat(21), code: 'too_long' },
  { form: 'applicant', field: 'shoes', value: '1'.repeat(21), code: 'too_long' },
  { form: 'getScouted', field: 'hips', value: '90/35.5', code: null },
  { form: 'getScouted', field: 'hips', value: '', code: 'select_required' },
  { form: 'getScouted', field: 'hips', value: '1'.repeat(21), code: 'too_long' },
  { form: 'getScouted', field: 'bust', value: '1'.repeat(21), code: 'too_long' },
  { form: 'getScouted', field: 'waist', value: '1'.repeat(21), code: 'too_long' },
  { form: 'selective', field: 'state', value: '5', code: null },
  { form: 'selective', field: 'state', value: '1'.repeat(13), code: 'too_long' },
  { form: 'selective', field: 'selectiveCity', value: '', code: 'select_required' },
  { form: 'selective', field: 'selectiveCity', value: '1'.repeat(13), code: 'too_long' },
  { form: 'selective', field: 'hips', value: '', code: null },
  { form: 'selective', field: 'hips', value: '1'.repeat(21), code: 'too_long' },
  { form: 'selective', field: 'note', value: '', code: null },
  { form: 'selective', field: 'note', value: 'Prefiro ser contatada à tarde.', code: null },
  { form: 'selective', field: 'note', value: 'x'.repeat(2001), code: 'too_long' },
];

/** Values that pass every rule, around the one under test. */
export const VALID = {
  message: { name: 'Ana Clara', email: 'ana@example.com', phone: '71 3333-4444', message: 'Olá' },
  applicant: {
    realname: 'Ana Clara Souza',
    email: 'ana@example.com',
    instagr: 'anaclara',
    phone: '71 99999-0000',
    birthdate: '2000-05-14',
  },
} as const;

/** The rows a visitor types into a text field of the rendered forms (the others are choices from lists). */
export const isTyped = ({ form, field }: Verdict): boolean =>
  (form === 'message' || form === 'applicant') && field in VALID[form];
