import type { Route, Screen } from '../routing/routes';

/**
 * What the router gives a screen: its route with the parameters read from the URL. Apart from the
 * screen table (screens.tsx), which imports every screen, so screens can name it without a circle.
 */
export type ScreenProps<S extends Screen = Screen> = { route: Extract<Route, { screen: S }> };
