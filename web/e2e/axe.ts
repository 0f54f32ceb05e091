import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let source: Promise<string> | undefined;

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's findings on the page as it is now: one line per rule and element. axe goes in through
 * the DevTools protocol (an evaluation, not a script element), which the site's CSP does not govern,
 * so the page is checked under the CSP a visitor gets.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await source);
  // axe reads colours as they are computed at that moment: a button just enabled (the shortlist's
  // send once the favourites are read) is still fading from grey to ink for 0.2 s, and read
  // mid-way its text fails the contrast rule. Running transitions (short by design) end first;
  // keyframe animations (the slides' slow zoom, a spinner) are part of the page as it is seen.
  // Polled: a transition in a part of the page not drawn yet (content-visibility: auto) ends on
  // time, but its `finished` promise waits for a frame that part never gets.
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some((animation) => animation instanceof CSSTransition && animation.playState === 'running'),
    undefined,
    { polling: 50 },
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} – ${v.help}`),
  );
}
