import { useId } from 'react';
import { FormStatus } from './form-status';
import { SubmitButton } from './submit-button';
import type { SendState } from './use-send-state';

type FormActionsProps = {
  send: Pick<SendState, 'status' | 'notice'>;
  /** Some field is still in error after a send was tried (showsInvalid). */
  invalid: boolean;
  /** Why the form cannot be sent yet; the button is disabled and this hint shown under it. */
  blockedHint?: string | null;
};

/** The send button and, under it, what came of the send. */
export function FormActions({ send, invalid, blockedHint = null }: FormActionsProps) {
  const hintId = `${useId()}-hint`;
  return (
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
      <FormStatus notice={send.notice} invalid={invalid} />
    </div>
  );
}
