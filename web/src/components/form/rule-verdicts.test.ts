import { describe, expect, it } from 'vitest';
import { VALID, VERDICTS } from '@agency/rules/test/verdicts';
import { createGetScoutedSchema } from '../../features/applications/get-scouted/get-scouted-schema';
import { createMessageSchema } from './message-schema';
import type { Translate } from './validation';

// The shared table of values and verdicts (rules/test/verdicts.ts) through the schemas the
// browser forms validate with: the same codes the API gives (api/test/rule-verdicts.test.ts),
// here as the `validation.<code>` message each form shows.

const t: Translate = (key) => key;
const message = createMessageSchema(t);
const getScouted = createGetScoutedSchema(t);

/** A yyyy-MM-dd of the table as a visitor types it in the form (dd/MM/yyyy); other text as it is. */
const typed = (value: string) => value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

function formVerdict(form: 'message' | 'applicant', field: string, value: string): string | null {
  const result =
    form === 'message'
      ? message.safeParse({ ...VALID.message, [field]: value })
      : getScouted.safeParse({
          ...VALID.applicant,
          birthdate: typed(VALID.applicant.birthdate),
          [field]: field === 'birthdate' ? typed(value) : value,
        });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;
}

describe('the browser forms give the shared verdicts', () => {
  it.each(VERDICTS)('$form form, $field = $value → $code', ({ form, field, value, code }) => {
    expect(formVerdict(form, field, value)).toBe(code === null ? null : `validation.${code}`);
  });
});
