import { useState } from 'react';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

/** A message, or how to say it again in the page's language after a switch. */
type Message = string | (() => string);
type Held = { message: Message; value: unknown };
type Form<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setError' | 'clearErrors'>;

const say = (message: Message) => (typeof message === 'function' ? message() : message);

/**
 * Errors the schema cannot see, held on a field until its value changes: a photo its tile refused
 * (the tile keeps the photo it had, or stays empty, so the value alone looks fine) and a value the
 * API refused. Every validation the form runs, its submit's included, reports them, so a form
 * never sends while one of them shows; and the schema re-running (after a send, on a language
 * switch) cannot wipe them off the screen. Field names are top-level (image_1, phone), as the
 * forms' are.
 */
export class HeldErrors {
  private readonly held = new Map<string, Held>();

  /** The form's resolver, reporting the held errors besides what it finds (theirs win: they are more precise). */
  wrap<T extends FieldValues, C, O>(resolver: Resolver<T, C, O>): Resolver<T, C, O> {
    return async (values, context, options) => {
      const found = await resolver(values, context, options);
      const errors = { ...found.errors } as FieldErrors<T>;
      for (const [name, held] of this.held) {
        if (!Object.is(get(values, name), held.value)) this.held.delete(name);
        else Object.assign(errors, { [name]: { type: 'held', message: say(held.message) } });
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : found;
    };
  }

  /** Shows `message` on the field and holds it there while the field keeps its present value. */
  hold<T extends FieldValues>(
    form: Form<T>,
    name: Path<T>,
    message: Message,
    options?: { shouldFocus: boolean },
  ): void {
    this.held.set(name, { message, value: form.getValues(name) });
    form.setError(name, { type: 'held', message: say(message) }, options);
  }

  /** The field's value is about to change: its held error goes (the schema judges the new value). */
  release<T extends FieldValues>(form: Form<T>, name: Path<T>): void {
    if (this.held.delete(name)) form.clearErrors(name);
  }

  /** `hold` for one form: for the API's verdicts on fields (applyFieldErrors). */
  holdOf<T extends FieldValues>(
    form: Form<T>,
  ): (name: Path<T>, message: Message, options?: { shouldFocus: boolean }) => void {
    return (name, message, options) => this.hold(form, name, message, options);
  }
}

/** One HeldErrors for the life of a form. */
export function useHeldErrors(): HeldErrors {
  return useState(() => new HeldErrors())[0];
}
