import { z } from 'zod';
import { emailAddress, phoneNumber, requiredText, type Translate } from './validation';

/** The budget and contact forms (spec section 5): name, email, phone and message, all required, by the shared rules (the phone's format too). */
export function createMessageSchema(t: Translate) {
  return z.object({
    name: requiredText(t),
    email: emailAddress(t),
    phone: phoneNumber(t),
    message: requiredText(t, 5000),
  });
}

type Schema = ReturnType<typeof createMessageSchema>;
export type MessageValues = z.input<Schema>;
export type MessageData = z.output<Schema>;

export const MESSAGE_FIELDS = [
  'name',
  'email',
  'phone',
  'message',
] as const satisfies readonly (keyof MessageValues)[];

export const MESSAGE_DEFAULTS: MessageValues = { name: '', email: '', phone: '', message: '' };
