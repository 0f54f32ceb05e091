import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../i18n/locales';
import { whenScreenSettles } from './navigation-progress';
import { usePage } from '../core/page-context';

type Loading = {
  show(durationMs: number): void;
  /** Covers the page for at least `minMs` and until it shows `locale`: texts, and data in that language. */
  showUntilLanguage(locale: Locale, minMs: number): void;
};

const LoadingContext = createContext<Loading>({ show: () => undefined, showUntilLanguage: () => undefined });

// A stalled request must not leave the page covered for good.
const MAX_LANGUAGE_WAIT_MS = 10_000;

export function useLoading(): Loading {
  return useContext(LoadingContext);
}

/**
 * The global loading overlay (spec: on for 600 ms at a language change, and during loads).
 *
 * At a language change the URL changes at once, but the page shows the new language only once its
 * texts are active and the screen's data in that language has arrived (screens mark what is still
 * loading with aria-busy): the overlay stays until then, so nobody sees the old language under a
 * new URL.
 */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { locale } = usePage();
  const [timed, setTimed] = useState(false);
  const [awaited, setAwaited] = useState<Locale | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((durationMs: number) => {
    setTimed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTimed(false), durationMs);
  }, []);
  const showUntilLanguage = useCallback(
    (target: Locale, minMs: number) => {
      setAwaited(target);
      show(minMs);
    },
    [show],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const textsReady = awaited !== null && locale === awaited && i18n.language === awaited;
  useEffect(() => {
    if (!textsReady) return;
    const stop = whenScreenSettles(
      document.getElementById('content'),
      () => setAwaited(null),
      MAX_LANGUAGE_WAIT_MS,
    );
    return stop;
  }, [textsReady]);
  // The language asked for never came (another navigation took over): give up waiting.
  useEffect(() => {
    if (awaited === null) return;
    const cap = setTimeout(() => setAwaited(null), MAX_LANGUAGE_WAIT_MS);
    return () => clearTimeout(cap);
  }, [awaited]);

  const visible = timed || awaited !== null;
  const value = useMemo(() => ({ show, showUntilLanguage }), [show, showUntilLanguage]);
  return (
    <LoadingContext.Provider value={value}>
      {children}
      <div className="loading-overlay" hidden={!visible} role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{visible ? t('loading.overlay') : ''}</span>
      </div>
    </LoadingContext.Provider>
  );
}
