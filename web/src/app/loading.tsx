import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Loading = { show(durationMs: number): void };

const LoadingContext = createContext<Loading>({ show: () => undefined });

export function useLoading(): Loading {
  return useContext(LoadingContext);
}

/** The global loading overlay (spec: on for 600 ms at a language change, and during loads). */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((durationMs: number) => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), durationMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = useMemo(() => ({ show }), [show]);
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
