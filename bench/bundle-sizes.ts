import { BUDGETS, bootFiles, gzipBytes, startupFiles } from '@agency/web/bundle-budget';
import type { Screen } from '@agency/web/routes';

/**
 * JavaScript each screen fetches before it is interactive (gzip), against its budget, and the part
 * every screen shares (bootstrap, React, the app's shell, the language's messages: what the home's
 * and the list's start-up have in common). Before step 10 a "floor" of 174 KB stood here for react,
 * react-dom, Apollo Client, React Router and i18next alone; in one chunk they weigh less than that.
 */
export function bundleSizes() {
  const screens: Screen[] = [
    'home',
    'models',
    'modelProfile',
    'favorites',
    'contact',
    'beAModel',
    'selective',
    'about',
  ];
  const models = new Set(startupFiles('models'));
  const shared = [...new Set([...bootFiles(), ...startupFiles('home').filter((file) => models.has(file))])];
  const sharedKb = Math.round(gzipBytes(shared) / 1024);
  return screens.map((screen) => ({
    screen,
    gzipKb: Math.round(gzipBytes(startupFiles(screen)) / 1024),
    budgetKb: BUDGETS[screen] ? BUDGETS[screen] / 1024 : '-',
    sharedKb,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(bundleSizes());
