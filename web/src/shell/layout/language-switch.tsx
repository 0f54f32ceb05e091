import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePage } from '../../core/page-context';
import { useLoading } from '../loading';
import { useScreenPreparer } from '../prepare-screen';
import { LANGUAGE_OWN_NAMES, languageCode, LOCALES, type Locale } from '../../i18n/locales';
import { LANGUAGE_SWITCHED } from '../../routing/language-switched';
import { switchLanguagePath } from '../../routing/routes';

export const LOCALE_STORAGE_KEY = 'locale';
const LANGUAGE_CHANGE_OVERLAY_MS = 600;

/** PT · EN · ES: the same page in the other language's path words; the choice is remembered. */
export function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useLoading();
  const preparer = useScreenPreparer();
  const pathIn = (to: Locale) => switchLanguagePath(location.pathname, location.search, to);

  const choose = (to: Locale) => {
    if (to === locale) return;
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, to);
    } catch {
      // Private modes may refuse storage; the URL still carries the language.
    }
    loading.showUntilLanguage(to, LANGUAGE_CHANGE_OVERLAY_MS);
    onSwitch?.();
    // Fire-and-forget: the router renders the new URL; there is nothing to wait for here. The entry
    // says it is a switch: a step back from it is the same page in the other language
    // (features/profile/back-link.tsx).
    void navigate(pathIn(to), { state: LANGUAGE_SWITCHED });
  };

  return (
    <ul className="language-switch" aria-label={t('language.label')}>
      {LOCALES.map((l) => (
        <li key={l}>
          {/* The name starts with the visible code (WCAG 2.5.3, label in name: "click PT" works by
              voice) and adds the language's own name; both are in that language, as lang says. */}
          <button
            type="button"
            lang={l}
            aria-pressed={l === locale}
            aria-label={`${languageCode(l)} – ${LANGUAGE_OWN_NAMES[l]}`}
            // The page's texts and data in that language start loading as the finger comes down.
            onPointerDown={l === locale ? undefined : () => preparer?.prepare(pathIn(l), 'intent')}
            onClick={() => choose(l)}
          >
            {languageCode(l)}
          </button>
        </li>
      ))}
    </ul>
  );
}
