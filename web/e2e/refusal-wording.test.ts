import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../src/i18n/messages/en';
import { es } from '../src/i18n/messages/es';
import { pt, type Messages } from '../src/i18n/messages/pt';
import type { Locale } from '../src/i18n/locales';
import { pathFor } from '../src/routing/routes';
import { gotoReady, openPage } from './fixtures';
import { useSite } from './site-fixture';

// One wording per code, whichever side refused: a value the browser let through (here, rewritten
// on its way out, as a stale page or a bypassed check would send it) is refused by the real API,
// and the field reads exactly what the browser says when it refuses the same value itself.

const { site, browser } = useSite();

const MESSAGES: Record<Locale, Messages> = { pt, en, es };

beforeEach(async () => {
  await site().demo!.clearReceived();
});

/** The visible error tied to a control by aria-describedby. */
const errorOf = (control: Locator): Promise<string | null> =>
  control.evaluate((element) => {
    const texts = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((node): node is HTMLElement => node !== null && node.classList.contains('field__error'))
      .map((node) => (node.textContent ?? '').trim());
    return texts.join(' ') || null;
  });

/** Rewrites the next mutation's input on its way to the API, bypassing the browser's checks. */
async function tamperNextMutation(page: Page, change: Record<string, string>) {
  let done = false;
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      const request = route.request();
      const body =
        request.method() === 'POST'
          ? (request.postDataJSON() as { query?: string; variables?: { input?: Record<string, unknown> } })
          : null;
      if (done || !body?.query?.startsWith('mutation') || !body.variables?.input) return route.continue();
      done = true;
      Object.assign(body.variables.input, change);
      await route.continue({ postData: JSON.stringify(body) });
    },
  );
}

describe.each(['pt', 'en', 'es'] as const)('the contact form in %s', (locale) => {
  const messages = MESSAGES[locale];

  it('says the same for a refusal whether the API or the browser made it', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    try {
      await gotoReady(page, `${site().url}${pathFor(locale, { screen: 'contact' })}`);
      const form = page.locator('main form');
      const field = (name: string) => form.locator(`[name="${name}"]`);
      await field('name').fill('Rui Barbosa');
      await field('email').fill('rui@example.com');
      await field('phone').fill('71 3333-2222');
      await field('message').fill('Olá! Gostaria de agendar uma visita.');
      const button = form.locator('button[type="submit"]');

      // The API judges a blank name and a malformed address (the browser saw valid ones).
      await tamperNextMutation(page, { name: '   ', email: 'rui@example' });
      await button.click();
      await expect.poll(() => errorOf(field('name')), { timeout: 15_000 }).toBe(messages.validation.required);
      expect(await errorOf(field('email'))).toBe(messages.validation.invalid_email);
      expect(await field('name').getAttribute('aria-invalid')).toBe('true');
      // The visitor's own values are kept.
      expect(await field('name').inputValue()).toBe('Rui Barbosa');
      expect((await site().demo!.received()).contacts).toEqual([]);

      // The browser refuses the same values itself: the same words.
      await field('name').fill('');
      await field('email').fill('rui@example');
      await button.click();
      await expect.poll(() => errorOf(field('name'))).toBe(messages.validation.required);
      expect(await errorOf(field('email'))).toBe(messages.validation.invalid_email);
    } finally {
      await context.close();
    }
  });
});
