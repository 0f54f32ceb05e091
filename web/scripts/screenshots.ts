// Takes screenshots of pages at phone and desktop widths with Debian's Chromium, to look at them:
//   node --import tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots / /en/models/women/fashion
import { mkdir } from 'node:fs/promises';
import { launchBrowser, openPage, VIEWPORTS, WIDE_VIEWPORT } from '../e2e/fixtures';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: screenshots.ts <base-url> <out-dir> <path>...');
  process.exit(1);
}
await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
const viewports = { ...VIEWPORTS, wide: WIDE_VIEWPORT };
for (const [viewport, size] of Object.entries(viewports)) {
  const { context, page, consoleErrors } = await openPage(browser, size);
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${outDir}/${viewport}${path.replace(/[^a-z0-9]+/gi, '_') || '_home'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file, consoleErrors.length ? `console errors: ${consoleErrors.join(' | ')}` : '');
    consoleErrors.length = 0;
  }
  await context.close();
}
await browser.close();
