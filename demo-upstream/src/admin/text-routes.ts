// PATCH /__demo/texts/{key}: tests and the freshness bench edit a website text (the HTML the panel
// serves per language under /api/website-texts) and check when the site shows it.

import { BadBody } from '../http/read-body.js';
import { json, message } from '../http/reply.js';
import type { Reply } from '../http/reply.js';
import type { TextEdit } from '../shapes.js';
import type { DemoState } from '../state.js';

const LANGUAGES = ['pt', 'en', 'es'] as const;

/** Strict like the other admin routes: a misspelt language must not pass silently. */
export function parseTextEdit(body: Record<string, unknown>): TextEdit {
  const unknown = Object.keys(body).filter((key) => !(LANGUAGES as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw new BadBody(
      `Unknown field ${unknown.map((key) => `"${key}"`).join(', ')}: a text takes ${LANGUAGES.join(', ')}`,
    );
  const edit: TextEdit = {};
  for (const language of LANGUAGES) {
    const value = body[language];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '' || value.length > 20_000)
      throw new BadBody(`${language} must be a non-empty string of at most 20000 characters`);
    edit[language] = value;
  }
  if (Object.keys(edit).length === 0)
    throw new BadBody(`A text edit needs at least one of ${LANGUAGES.join(', ')}`);
  return edit;
}

/** The reply for the text route, or null when `method path` is not it. */
export function textAdmin(
  state: DemoState,
  method: string,
  path: string,
  body: Record<string, unknown>,
): Reply | null {
  const one = /^\/__demo\/texts\/([^/]+)$/.exec(path);
  if (method !== 'PATCH' || !one) return null;
  const key = decodeURIComponent(one[1] as string);
  const texts = state.data.panel.texts;
  if (!Object.hasOwn(texts, key))
    return message(404, `No website text "${key}"; there are ${Object.keys(texts).join(', ')}`);
  texts[key] = { ...texts[key], ...parseTextEdit(body) };
  return json(200, { ok: true, key, text: texts[key] });
}
