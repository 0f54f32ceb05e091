import { GraphQLError } from 'graphql';
import type { LocaleCode } from '../../core/locale.js';
import { message, type MessageCode } from './messages.js';

/** Collects per-field problems so a refusal lists every failing field at once. */
export class FieldErrors {
  private readonly codes = new Map<string, MessageCode>();

  add(field: string, code: MessageCode): void {
    if (!this.codes.has(field)) this.codes.set(field, code);
  }

  get isEmpty(): boolean {
    return this.codes.size === 0;
  }

  /** BAD_USER_INPUT with `fields` (field → message in the visitor's language) and `codes` (field → code). */
  toError(locale: LocaleCode): GraphQLError {
    const fields = Object.fromEntries([...this.codes].map(([field, code]) => [field, message(code, locale)]));
    const names = [...this.codes.keys()].join(', ');
    return new GraphQLError(`Some fields are not valid: ${names}.`, {
      extensions: { code: 'BAD_USER_INPUT', fields, codes: Object.fromEntries(this.codes) },
    });
  }
}
