import { describe, expect, it } from 'vitest';
import { firstErrors, keyAsMessage as t } from '../../testing/schema-test-utils';
import { MESSAGE_DEFAULTS, createMessageSchema } from './message-schema';

const schema = createMessageSchema(t);
const good = {
  name: 'Marina Lopes',
  email: 'marina@studio.com.br',
  phone: '+55 71 3333-4444',
  message: 'Campanha de verão, 2 dias em Salvador.',
};

describe('budget schema', () => {
  it('accepts a complete request, trimmed', () => {
    expect(firstErrors(schema, good)).toEqual({});
    expect(schema.parse({ ...good, name: '  Marina Lopes ' }).name).toBe('Marina Lopes');
  });

  it('requires every field', () => {
    expect(firstErrors(schema, MESSAGE_DEFAULTS)).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      message: 'validation.required',
    });
  });

  it.each([
    ['name', ' '],
    ['phone', ''],
    ['message', '\n  '],
  ])('rejects a blank %s', (field, value) => {
    expect(firstErrors(schema, { ...good, [field]: value })).toEqual({ [field]: 'validation.required' });
  });

  it.each(['marina', 'marina@', 'marina@studio', 'marina @studio.com'])('rejects the email %j', (email) => {
    expect(firstErrors(schema, { ...good, email })).toEqual({ email: 'validation.invalid_email' });
  });
});
