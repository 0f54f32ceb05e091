import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useScreenAhead } from '../../core/screen-ahead';
import { reachedByLanguageSwitch } from '../../routing/language-switched';

/**
 * Back to where the visitor came from (keeping the list's letter and scroll), or to the model's
 * board when the profile was opened directly (a shared link, a new tab) or in another language
 * (the step back would be this same profile in the language left).
 */
export function BackLink({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the entry the page was loaded on the key 'default': there is no in-site history.
  const hasHistory = location.key !== 'default' && !reachedByLanguageSwitch(location.state);
  // The board this link opens is drawn ahead, out of sight: the tap then only shows it.
  useScreenAhead(hasHistory ? null : fallback);
  return (
    <Link
      to={fallback}
      className="text-button back-link"
      onClick={(event) => {
        if (
          !hasHistory ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          event.button !== 0
        )
          return;
        event.preventDefault();
        // Fire-and-forget: the router moves through history; there is nothing to wait for.
        void navigate(-1);
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M19 12H5m6-6-6 6 6 6" />
      </svg>
      {t('profile.back')}
    </Link>
  );
}
