import { messageRules } from '@agency/rules';
import * as z from 'zod/mini';
import { fromRules, type SchemaData, type SchemaValues, type Translate } from './validation';

/** The budget and contact forms (docs/product.md): name, email, phone and message, all required, by the API's own rules. */
export function createMessageSchema(t: Translate) {
  return z.object(fromRules(messageRules, t));
}

export type MessageValues = SchemaValues<typeof createMessageSchema>;
export type MessageData = SchemaData<typeof createMessageSchema>;

export const MESSAGE_FIELDS = [
  'name',
  'email',
  'phone',
  'message',
] as const satisfies readonly (keyof MessageValues)[];

export const MESSAGE_DEFAULTS: MessageValues = { name: '', email: '', phone: '', message: '' };
