import { useTranslation } from 'react-i18next';
import type { SendStatus } from './use-send-state';

type SubmitButtonProps = {
  status: SendStatus;
  /** A reason the form cannot be sent yet (no favourite chosen): the button is disabled. */
  disabled?: boolean;
  describedBy?: string;
};

/**
 * Send → Sending (spinner) → Sent (check); Try again after a failure. While busy the button stays
 * focusable (aria-disabled) so focus is not lost to the page; the send state ignores extra clicks.
 */
export function SubmitButton({ status, disabled, describedBy }: SubmitButtonProps) {
  const { t } = useTranslation();
  const busy = status === 'sending' || status === 'sent';
  const text =
    status === 'sending' ? t('form.submit.sending') : status === 'sent' ? t('form.submit.sent') : status === 'failed' ? t('form.submit.retry') : t('form.submit.send');
  return (
    <button
      type="submit"
      className={`submit-button submit-button--${status}`}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
      {status === 'sending' && <span className="submit-button__spinner" aria-hidden="true" />}
      {status === 'sent' && (
        <svg className="submit-button__check" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <span>{text}</span>
    </button>
  );
}
