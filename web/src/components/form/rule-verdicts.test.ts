import { describe, expect, it } from 'vitest';
import { VALID, VERDICTS, type Verdict } from '@agency/test-kit/rule-verdicts';
import { createGetScoutedSchema } from '../../features/applications/get-scouted/get-scouted-schema';
import {
  createSelectiveSchema,
  SELECTIVE_API_ALIASES,
} from '../../features/applications/selective/selective-schema';
import { createMessageSchema } from './message-schema';
import { formFieldName } from './send-outcome';
import type { Translate } from './validation';

// The shared table of values and verdicts (@agency/test-kit/rule-verdicts) through the schemas the
// browser forms validate with: the same codes the API gives (api/test/rule-verdicts.test.ts),
// here as the `validation.<code>` message each form shows. Choices (places, measures) are in the
// table too: a select cannot be given a value off its list in the rendered form, but a schema can.

const t: Translate = (key) => key;
const message = createMessageSchema(t);
const getScouted = createGetScoutedSchema(t);
const selective = createSelectiveSchema(t);

/** A yyyy-MM-dd of the table as a visitor types it in the form (dd/MM/yyyy); other text as it is. */
const typed = (value: string) => value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/** The forms each row goes through: applicant rows through both applications. */
const formsOf = (form: Verdict['form']) =>
  form === 'message'
    ? [{ schema: message, aliases: {} }]
    : [
        ...(form === 'selective' ? [] : [{ schema: getScouted, aliases: {} }]),
        ...(form === 'getScouted' ? [] : [{ schema: selective, aliases: SELECTIVE_API_ALIASES }]),
      ];

describe('the browser forms give the shared verdicts', () => {
  it.each(VERDICTS)('$form form, $field = $value → $code', ({ form, field, value, code }) => {
    for (const { schema, aliases } of formsOf(form)) {
      const name = formFieldName(field, aliases);
      const values =
        form === 'message'
          ? { ...VALID.message, [name]: value }
          : {
              ...VALID.applicant,
              birthdate: typed(VALID.applicant.birthdate),
              [name]: field === 'birthdate' ? typed(value) : value,
            };
      const result = schema.safeParse(values);
      const shown = result.success
        ? null
        : (result.error.issues.find((issue) => issue.path.join('.') === name)?.message ?? null);
      expect(shown).toBe(code === null ? null : `validation.${code}`);
    }
  });
});
