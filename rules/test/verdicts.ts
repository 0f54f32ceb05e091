import type { RuleCode } from '../src/codes.js';
import { localIsoDate } from '../src/dates.js';

/**
 * Values a visitor may type, with the verdict every side must give: null for accepted, else the
 * rule's code. Run through the rules here, through the browser forms (web) and through the API's
 * mutations (api), so the three cannot drift apart again. Dates are written yyyy-MM-dd, as the
 * API takes them; "today" is the day the tests run (the API's clock cannot be fixed from outside).
 */
export type Verdict = { form: 'message' | 'applicant'; field: string; value: string; code: RuleCode | null };

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
