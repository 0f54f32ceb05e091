import { useTranslation } from 'react-i18next';
import type { SendStatus } from './use-send-state';
import './submit-button.css';

type SubmitButtonProps = {
  status: SendStatus;
  /** A reason the form cannot be sent yet (no favourite chosen): the button is disabled. */
  disabled?: boolean;
  describedBy?: string;
};

const TEXTS = {
  idle: 'form.submit.send',
  sending: 'form.submit.sending',
  sent: 'form.submit.sent',
  // Only when the agency could not be reached: the same details may well go through now.
  failed: 'form.submit.retry',
  // The API refused some fields: once they are fixed the form is sent again, not retried as it was.
  refused: 'form.submit.send_again',
} as const satisfies Record<SendStatus, string>;

/**
 * Send → Sending (spinner) → Sent (check); Try again after a failure to reach the agency, Send
 * again after fields were refused. While busy the button stays
 * focusable (aria-disabled) so focus is not lost to the page; the send state ignores extra clicks.
 */
export function SubmitButton({ status, disabled, describedBy }: SubmitButtonProps) {
  const { t } = useTranslation();
  const busy = status === 'sending' || status === 'sent';
  const text = t(TEXTS[status]);
  return (
    <button
      type="submit"
      className={`solid-button submit-button submit-button--${status}`}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
      {status === 'sending' && <span className="submit-button__spinner" aria-hidden="true" />}
      {status === 'sent' && (
        <svg
          className="submit-button__check"
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M4 10.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <span>{text}</span>
    </button>
  );
}
