import { useTranslation } from 'react-i18next';
import type { SendNotice } from './use-send-state';
import './submit-button.css';

/**
 * The line under the send button. Both live regions are always in the page, so screen readers
 * announce each change: failures as alerts, successes politely.
 */
export function FormStatus({
  notice,
  invalid,
  id,
}: {
  notice: SendNotice;
  invalid: boolean;
  id?: string | undefined;
}) {
  const { t } = useTranslation();
  // Fields still in error outrank an older outcome: that is what the visitor has to act on now.
  const problem = invalid || notice === 'invalid' ? 'invalid' : notice === 'failed' ? 'failed' : null;
  const success = !problem && (notice === 'sent' || notice === 'queued') ? notice : null;
  return (
    <div className="form-status" id={id}>
      <p className="form-status__text form-status__text--ok" role="status">
        {success && t(`form.status.${success}`)}
      </p>
      <p className="form-status__text form-status__text--error" role="alert">
        {problem && t(`form.status.${problem}`)}
      </p>
    </div>
  );
}
