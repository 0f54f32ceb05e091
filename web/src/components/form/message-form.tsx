import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormStatus } from './form-status';
import { useHeldErrors } from './held-errors';
import {
  MESSAGE_DEFAULTS,
  MESSAGE_FIELDS,
  createMessageSchema,
  type MessageData,
  type MessageValues,
} from './message-schema';
import { applyFieldErrors, type SendOutcome } from './send-outcome';
import { showsInvalid } from './shows-invalid';
import { SubmitButton } from './submit-button';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';
import { useSendState } from './use-send-state';
import { useTranslate } from './use-translate';

type MessageFormProps = {
  /** Id of the heading that names the form. */
  labelledBy: string;
  send: (data: MessageData) => Promise<SendOutcome>;
  /** Why the form cannot be sent yet; the button is disabled and this hint shown under it. */
  blockedHint?: string | null;
  children?: ReactNode;
};

/** Name, e-mail, phone and message with the send states: the budget request and the contact form. */
export function MessageForm({ labelledBy, send: deliver, blockedHint = null, children }: MessageFormProps) {
  const { t } = useTranslation();
  const hintId = `${useId()}-hint`;
  const translate = useTranslate();
  const held = useHeldErrors();
  const schema = useMemo(() => createMessageSchema(translate), [translate]);
  const form = useForm<MessageValues, unknown, MessageData>({
    resolver: held.wrap(zodResolver(schema)),
    defaultValues: MESSAGE_DEFAULTS,
  });
  const { register, formState, handleSubmit, reset } = form;
  const { errors } = formState;
  const send = useSendState(() => reset(MESSAGE_DEFAULTS));
  useRevalidateOnLanguage(form);

  const onValid = (data: MessageData) =>
    send.run(async () => {
      const outcome = await deliver(data);
      if (outcome.kind === 'invalid')
        applyFieldErrors(outcome.codes, held.holdOf(form), MESSAGE_FIELDS, translate);
      return outcome;
    });

  return (
    <form
      className="message-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      aria-labelledby={labelledBy}
    >
      {children}
      <div className="form-grid form-grid--2">
        <TextField
          label={t('form.fields.name')}
          registration={register('name')}
          error={errors.name?.message}
          autoComplete="name"
        />
        <TextField
          type="email"
          label={t('form.fields.email')}
          registration={register('email')}
          error={errors.email?.message}
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
        />
        <TextField
          wide
          type="tel"
          label={t('form.fields.phone')}
          registration={register('phone')}
          error={errors.phone?.message}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextareaField
          wide
          rows={3}
          label={t('form.fields.message')}
          registration={register('message')}
          error={errors.message?.message}
        />
      </div>
      <div className="form-actions">
        <SubmitButton
          status={send.status}
          disabled={blockedHint !== null}
          describedBy={blockedHint ? hintId : undefined}
        />
        {blockedHint && (
          <p id={hintId} className="form-hint">
            {blockedHint}
          </p>
        )}
        <FormStatus notice={send.notice} invalid={showsInvalid(formState)} />
      </div>
    </form>
  );
}
