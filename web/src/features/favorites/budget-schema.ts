import { z } from 'zod';
import { emailAddress, requiredText, type Translate } from '../../components/form/validation';

/** Spec section 5: name, email (valid), phone and message are all required. */
export function createBudgetSchema(t: Translate) {
  return z.object({
    name: requiredText(t),
    email: emailAddress(t),
    phone: requiredText(t),
    message: requiredText(t),
  });
}

type Schema = ReturnType<typeof createBudgetSchema>;
export type BudgetValues = z.input<Schema>;
export type BudgetData = z.output<Schema>;

export const BUDGET_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof BudgetValues)[];

export const BUDGET_DEFAULTS: BudgetValues = { name: '', email: '', phone: '', message: '' };
