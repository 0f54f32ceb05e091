import type { BrowserContext, Locator, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTyped, VALID, VERDICTS, type Verdict } from '@agency/test-kit/rule-verdicts';
import { en } from '../src/i18n/messages/en';
import { es } from '../src/i18n/messages/es';
import { pt, type Messages } from '../src/i18n/messages/pt';
import type { Locale } from '../src/i18n/locales';
import { pathFor } from '../src/routing/routes';
import { gotoReady, openPage } from './fixtures';
import { useSite } from './site-fixture';

// The shared table of values and verdicts (@agency/test-kit/rule-verdicts) through the rendered forms, as a
// visitor meets them: typed into the real inputs, sent with the button, and read back as the field
// marked invalid with the page language's message. The rules, the API's mutations and the forms'
// schemas run the same table (rules/test, api/test/rule-verdicts.test.ts, web/src/components/form).

const { site, browser } = useSite();

const MESSAGES: Record<Locale, Messages> = { pt, en, es };

type FormCase = { name: string; form: 'message' | 'applicant'; locale: Locale; path: string };

// Three languages, so each message is read from the page's own locale file.
const CASES: readonly FormCase[] = [
  { name: 'the contact form', form: 'message', locale: 'pt', path: pathFor('pt', { screen: 'contact' }) },
  // A shared shortlist: the budget form with one model chosen, nothing from this browser's storage.
  {
    name: 'the budget request',
    form: 'message',
    locale: 'en',
    path: `${pathFor('en', { screen: 'favorites' })}?ids=48213`,
  },
  {
    name: 'the application to be a model',
    form: 'applicant',
    locale: 'es',
    path: pathFor('es', { screen: 'getScouted' }),
  },
];

type FieldState = { invalid: string | null; error: string | null };

/** What the visitor is told about a control: aria-invalid, and the visible error tied to it by aria-describedby. */
const fieldState = (control: Locator): Promise<FieldState> =>
  control.evaluate((element) => {
    const described = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const errors = described
      .map((id) => document.getElementById(id))
      .filter(
        (node): node is HTMLElement =>
          node !== null && node.classList.contains('field__error') && node.checkVisibility(),
      )
      .map((node) => node.textContent.trim());
    return { invalid: element.getAttribute('aria-invalid'), error: errors.join(' ') || null };
  });

const shown = (messages: Messages, code: Verdict['code']): FieldState =>
  code === null ? { invalid: null, error: null } : { invalid: 'true', error: messages.validation[code] };

/**
 * Types a value as a visitor would. The date field takes digits and writes the slashes itself
 * (dd/MM/yyyy, whatever the browser's locale), so the table's yyyy-MM-dd is typed as ddMMyyyy.
 */
async function typeInto(control: Locator, field: string, value: string) {
  if (field !== 'birthdate' || value === '') return control.fill(value);
  const [year, month, day] = value.split('-');
  await control.fill('');
  await control.pressSequentially(`${day}${month}${year}`);
  expect(await control.inputValue(), value).toBe(`${day}/${month}/${year}`);
}

/** The application's other fields (choices the table does not cover), filled as forms.test.ts does. */
async function fillApplicantChoices(form: Locator) {
  await form.locator('select[name="gender"]').selectOption('woman');
  await form.locator('input[name="whatsapp"][value="yes"]').check();
  await form.locator('select[name="country"]').selectOption('31');
  // Waits for the country's cities to load (the select is disabled until then).
  await form.locator('select[name="basedin"]').selectOption('2927408');
  for (const [name, value] of [
    ['height', '175/5.9'],
    ['bust', '84/33'],
    ['waist', '62/24.5'],
    ['hips', '90/35.5'],
    ['shoes', '37'],
  ] as const) {
    await form.locator(`select[name="${name}"]`).selectOption(value);
  }
}

const isMutation = (request: Request) =>
  request.method() === 'POST' && /\bmutation\b/.test(request.postDataBuffer()?.toString('latin1') ?? '');

// One page per form for all its rows (each row a test of its own, in order): every row first
// sets its field to the opposite verdict, then to its value, and puts the field back to valid after.
describe.each(CASES)('$name ($locale) gives the shared verdicts', ({ form: kind, locale, path }) => {
  const messages = MESSAGES[locale];
  // The typed fields' rows: a select offers only its list (the schemas' test covers the others).
  const rows = VERDICTS.filter((row) => row.form === kind && isTyped(row)).map((row) => ({
    row,
    title: `${row.field} = ${JSON.stringify(row.value).slice(0, 30)} → ${row.code}`,
  }));
  let context: BrowserContext | undefined;
  let form: Locator;
  let button: Locator;
  // Every mutation is held, then cut off: an accepted form's send is seen (Sending, then Try again,
  // everything kept) without the 2.5 s reset a delivered one brings, and a refused one's counted.
  const held: Route[] = [];
  let sent = 0;
  let accepted = 0;

  beforeAll(async () => {
    const opened = await openPage(browser(), 'desktop');
    context = opened.context;
    const { page } = opened;
    // Queries go through (GETs); only mutations are held.
    await page.route(
      (url) => url.pathname === '/graphql',
      (route) => {
        if (!isMutation(route.request())) return route.continue();
        sent++;
        held.push(route);
      },
    );
    await gotoReady(page, `${site().url}${path}`);
    form = page.locator('main form');
    button = form.locator('button[type="submit"]');
    // Sent empty once (refused: every field required), so from then on the form also judges each
    // change as it is typed, as react-hook-form does once a send was tried.
    await button.click();
    await form.locator('.field__error').first().waitFor();
    for (const [field, value] of Object.entries(VALID[kind]))
      await typeInto(form.locator(`[name="${field}"]`), field, value);
    if (kind === 'applicant') await fillApplicantChoices(form);
  });
  afterAll(() => context?.close());

  it.each(rows)('$title', async ({ row }) => {
    const say = JSON.stringify(row);
    const control = form.locator(`[name="${row.field}"]`);
    const valid = (VALID[kind] as Record<string, string>)[row.field]!;
    try {
      // From the opposite verdict (blank for an accepted row, valid for a refused one), so the
      // row's own can only show once its value has been judged.
      await typeInto(control, row.field, row.code === null ? '' : valid);
      await expect
        .poll(() => fieldState(control), { message: `${say}: before` })
        .toEqual(shown(messages, row.code === null ? 'required' : null));
      const sentBefore = sent;
      await typeInto(control, row.field, row.value);
      await button.click();
      if (row.code !== null) {
        // The form takes the focus back to the field it refuses: this send was judged, not just the typing.
        await expect
          .poll(() => control.evaluate((element) => element === document.activeElement), {
            message: `${say}: focus`,
          })
          .toBe(true);
        await expect.poll(() => fieldState(control), { message: say }).toEqual(shown(messages, row.code));
        expect(sent, `${say}: refused, yet sent`).toBe(sentBefore);
        return;
      }
      await expect.poll(() => fieldState(control), { message: say }).toEqual(shown(messages, null));
      // The application lacks its photos and stays unsent; a message form, all valid now, goes.
      if (kind === 'applicant') return;
      accepted++;
      await expect.poll(() => sent, { message: `${say}: accepted, so sent` }).toBe(sentBefore + 1);
      await expect.poll(() => button.textContent(), { message: say }).toBe(messages.form.submit.sending);
      await held.shift()!.abort('connectionfailed');
      await expect.poll(() => button.textContent(), { message: say }).toBe(messages.form.submit.retry);
    } finally {
      // Nothing left hanging and the field valid again, so the next row's field is the only one off
      // and the form is not busy (even after a failed row).
      for (const route of held.splice(0)) await route.abort('connectionfailed');
      await typeInto(control, row.field, valid);
    }
  });

  it('sent nothing for a refused form (the empty one too), one request for each accepted message', () => {
    expect(sent).toBe(accepted);
  });
});
