import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from './email-field';
import { FormActions } from './form-actions';
import { MESSAGE_DEFAULTS, MESSAGE_FIELDS, createMessageSchema, type MessageData } from './message-schema';
import type { SendOutcome } from './send-outcome';
import { showsInvalid } from './shows-invalid';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';
import { useSendingForm } from './use-sending-form';

type MessageFormProps = {
  /** Id of the heading that names the form. */
  labelledBy: string;
  send: (data: MessageData) => Promise<SendOutcome>;
  /** Why the form cannot be sent yet, handed on to FormActions. */
  blockedHint?: string | null;
  children?: ReactNode;
};

/** Name, e-mail, phone and message with the send states: the budget request and the contact form. */
export function MessageForm({ labelledBy, send: deliver, blockedHint = null, children }: MessageFormProps) {
  const { t } = useTranslation();
  const { form, send, onSubmit } = useSendingForm({
    createSchema: createMessageSchema,
    defaults: MESSAGE_DEFAULTS,
    fields: MESSAGE_FIELDS,
    deliver,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form className="message-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {children}
      <div className="form-grid form-grid--2">
        <TextField
          label={t('form.fields.name')}
          registration={register('name')}
          error={errors.name?.message}
          autoComplete="name"
        />
        <EmailField registration={register('email')} error={errors.email?.message} />
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
      <FormActions send={send} invalid={showsInvalid(formState)} blockedHint={blockedHint} />
    </form>
  );
}
