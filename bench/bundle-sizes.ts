import { BUDGETS, gzipBytes, startupFiles } from '../web/e2e/bundle-budget.js';
import type { Screen } from '../web/src/i18n/routes.js';

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
