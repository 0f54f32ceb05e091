import {
  Activity,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { ErrorBoundary } from '../core/error-boundary';
import { ErrorScreen } from '../core/error-screen';
import { PageContext } from '../core/page-context';
import { DrawnAheadContext, ScreenAheadContext } from '../core/screen-ahead';
import type { ScreenProps } from '../core/screen-props';
import type { Locale } from '../i18n/locales';
import { matchPath, type Route } from '../routing/routes';
import { mayPrefetch } from './link-prefetch';
import { useScreenPreparer } from './prepare-screen';
import type { ScreenMap } from './screens';
import { whenIdle } from './when-idle';

type Shown = { locale: Locale; route: Route | null; resetKey: string };
type Ahead = Shown & { route: Route };

/** A screen with its page context and error boundary: the same tree shown or hidden. */
const ScreenSlot = memo(
  function ScreenSlot({ locale, route, resetKey, screens }: Shown & { screens: ScreenMap }) {
    const page = useMemo(() => ({ locale, route }), [locale, route]);
    const Screen = route ? (screens[route.screen] as ComponentType<ScreenProps>) : null;
    return (
      <PageContext.Provider value={page}>
        <ErrorBoundary resetKey={resetKey}>
          {Screen && route ? <Screen route={route} /> : <ErrorScreen status={404} />}
        </ErrorBoundary>
      </PageContext.Provider>
    );
  },
  // A slot's locale and route are matched from its path (`resetKey`), and matched again on every
  // navigation: the same path is the same page, and a screen drawn ahead must not render again as
  // it is shown.
  (before, after) => before.resetKey === after.resetKey && before.screens === after.screens,
);

/**
 * The page's screen, and the one a screen names as likely next (core/screen-ahead.ts) drawn
 * hidden beside it. Each sits in an Activity keyed by its screen, so when the visitor follows the
 * link the hidden one becomes the shown one in place: React keeps its tree and DOM and only reveals
 * it and starts its effects, instead of drawing a whole board at the tap (docs/decisions/0035).
 */
export function ScreenSlots({ screens, shown }: { screens: ScreenMap; shown: Shown }) {
  const preparer = useScreenPreparer();
  const [ahead, setAhead] = useState<Ahead | null>(null);

  const renderAhead = useCallback(
    (path: string) => {
      // Keyed by its path as the shown screen is (location.pathname), so the two slots compare equal.
      const { pathname } = new URL(path, window.location.origin);
      const match = matchPath(pathname);
      let cancelIdle = () => {};
      let withdrawn = false;
      // Not when the visitor asked to save data: drawing ahead fetches the screen's code and data.
      if (match.kind === 'page' && preparer && mayPrefetch())
        void preparer
          .ready(path)
          .then((ready) => {
            if (!ready || withdrawn) return;
            cancelIdle = whenIdle(() =>
              // Hidden content renders at the lowest priority, in slices: a tap meanwhile goes first.
              startTransition(() =>
                setAhead({ locale: match.locale, route: match.route, resetKey: pathname }),
              ),
            );
          })
          // Not drawn ahead: the link opens its screen as any other.
          .catch(() => undefined);
      return () => {
        withdrawn = true;
        cancelIdle();
        setAhead((now) => (now?.resetKey === pathname ? null : now));
      };
    },
    [preparer],
  );

  const shownKey = shown.route?.screen ?? 'error';
  return (
    <ScreenAheadContext.Provider value={renderAhead}>
      {/* One Suspense boundary for every screen, there since the first page: a navigation to a
          screen still loading keeps the page shown (a transition), where a boundary of its own,
          new, would show its fallback at once. A hidden Activity holds its own suspensions. */}
      <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
        {/* The flag outside the memoised slot: shown, only what reads it renders again. */}
        <Activity key={shownKey} mode="visible">
          <DrawnAheadContext.Provider value={false}>
            <ScreenSlot {...shown} screens={screens} />
          </DrawnAheadContext.Provider>
        </Activity>
        {ahead && ahead.route.screen !== shownKey && (
          <Activity key={ahead.route.screen} mode="hidden">
            <DrawnAheadContext.Provider value={true}>
              <ScreenSlot {...ahead} screens={screens} />
            </DrawnAheadContext.Provider>
          </Activity>
        )}
      </Suspense>
    </ScreenAheadContext.Provider>
  );
}
