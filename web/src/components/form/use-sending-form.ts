import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { focusFirstError } from './focus-first-error';
import { useHeldErrors, type HeldErrors } from './held-errors';
import { applyFieldErrors, type SendOutcome } from './send-outcome';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';
import { useSendState, type SendState } from './use-send-state';
import { useTranslate } from './use-translate';
import type { Translate } from './validation';

type SendingFormSetup<V extends FieldValues, D> = {
  /** Builds the schema in the page's words: a module-level function, so it is built again only on a language switch. */
  createSchema: (t: Translate) => z.ZodMiniType<D, V>;
  /** What the form starts with and goes back to once sent: keep the same object between renders. */
  defaults: DefaultValues<V>;
  /** In the order the page shows them: the first invalid one gets the focus, and the API's verdicts land on these. */
  fields: readonly Path<V>[];
  deliver: (data: D) => Promise<SendOutcome>;
  /** The API's names for fields the form names otherwise. */
  aliases?: Record<string, string>;
};

export type SendingForm<V extends FieldValues, D> = {
  form: UseFormReturn<V, unknown, D>;
  held: HeldErrors;
  send: SendState;
  /** The <form>'s onSubmit: validates, focuses the first error or sends. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * A form sent to the agency: validated by its schema in the page's language (again after a
 * switch), errors the API or a photo tile found held on their fields, the send states, and the
 * API's refusals shown on the fields they name.
 */
export function useSendingForm<V extends FieldValues, D>({
  createSchema,
  defaults,
  fields,
  deliver,
  aliases,
}: SendingFormSetup<V, D>): SendingForm<V, D> {
  const translate = useTranslate();
  const held = useHeldErrors();
  const schema = useMemo(() => createSchema(translate), [createSchema, translate]);
  const form = useForm<V, unknown, D>({
    resolver: held.wrap(zodResolver<V, unknown, D>(schema)),
    defaultValues: defaults,
    // focusFirstError below follows the page's order, which shared field components would scramble.
    shouldFocusError: false,
  });
  const send = useSendState(() => form.reset(defaults));
  useRevalidateOnLanguage(form);

  const onValid = (data: D) =>
    send.run(async () => {
      const outcome = await deliver(data);
      if (outcome.kind === 'invalid')
        applyFieldErrors(outcome.codes, held.holdOf(form), fields, translate, aliases);
      return outcome;
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(onValid, focusFirstError(fields, form.setFocus))(event);

  return { form, held, send, onSubmit };
}
