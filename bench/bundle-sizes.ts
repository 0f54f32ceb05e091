import { BUDGETS, gzipBytes, startupFiles } from '@agency/web/bundle-budget';
import type { Screen } from '@agency/web/routes';

// react, react-dom, @apollo/client, react-router and i18next alone, gzip (the figure).
export const FLOOR_KB = 174;

export function bundleSizes() {
  const screens: Screen[] = ['home', 'models', 'modelProfile', 'favorites', 'contact', 'beAModel', 'selective', 'about'];
  return screens.map((screen) => ({
    screen,
    gzipKb: Math.round(gzipBytes(startupFiles(screen)) / 1024),
    budgetKb: BUDGETS[screen] ? BUDGETS[screen]! / 1024 : '-',
    floorKb: FLOOR_KB,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(bundleSizes());
