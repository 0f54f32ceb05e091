import { z } from 'zod';
import { emailAddress, requiredText, type Translate } from './validation';

/** The budget and contact forms (spec section 5): name, email (valid), phone and message, all required. */
export function createMessageSchema(t: Translate) {
  return z.object({
    name: requiredText(t),
    email: emailAddress(t),
    phone: requiredText(t),
    message: requiredText(t),
  });
}

type Schema = ReturnType<typeof createMessageSchema>;
export type MessageValues = z.input<Schema>;
export type MessageData = z.output<Schema>;

export const MESSAGE_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof MessageValues)[];

export const MESSAGE_DEFAULTS: MessageValues = { name: '', email: '', phone: '', message: '' };
