import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { es } from './messages/es';
import { pt } from './messages/pt';
import type { Messages } from './messages/pt';

const LANGUAGES: Record<string, Messages> = { pt, en, es };

// Flattened to i18next key paths ('form.submit.send') so differences name the exact key.
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [leafPath, leaf] of leaves(value, path)) out.set(leafPath, leaf);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

const ptLeaves = leaves(pt);

describe('messages', () => {
  it.each(Object.entries(LANGUAGES))('%s has exactly the Portuguese key set', (_, messages) => {
    expect([...leaves(messages).keys()].sort()).toEqual([...ptLeaves.keys()].sort());
  });

  it.each(Object.entries(LANGUAGES))('%s has a non-empty string at every key', (_, messages) => {
    for (const [key, value] of leaves(messages)) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it.each(Object.entries(LANGUAGES))('%s uses the same {{placeholders}} as Portuguese', (_, messages) => {
    const theirs = leaves(messages);
    for (const [key, value] of ptLeaves) {
      expect(placeholders(String(theirs.get(key))), key).toEqual(placeholders(String(value)));
    }
  });

  it.each(Object.entries(LANGUAGES))('%s has no malformed interpolation', (_, messages) => {
    for (const [key, value] of leaves(messages)) {
      const rest = String(value).replace(/\{\{\s*[\w.]+\s*\}\}/g, '');
      expect(rest, key).not.toMatch(/[{}]/);
    }
  });

  it('pairs every plural key with its other form', () => {
    for (const key of ptLeaves.keys()) {
      if (key.endsWith('_one')) expect(ptLeaves.has(key.replace(/_one$/, '_other')), key).toBe(true);
      if (key.endsWith('_other')) expect(ptLeaves.has(key.replace(/_other$/, '_one')), key).toBe(true);
    }
  });

  it('keeps the texts the spec fixes in English', () => {
    expect(en.errors.not_found).toBe('This page could not be found.');
    expect(en.errors.page_failed).toBe('An error occurred while showing the error page');
    expect(en.errors.go_home).toBe('Go back to home');
    expect(en.errors.return).toBe('Return');
    expect(en.errors.home).toBe('HOME');
    expect(en.favorites.empty).toBe('No talent selected!');
    expect(en.model_list.empty).toBe('No talents available');
    expect(en.model_list.title_women).toBe('Woman');
    expect(en.model_list.title_men).toBe('Man');
    expect(en.model_list.all).toBe('All');
    expect(en.profile.download).toBe('Download');
    expect(en.footer.credit).toBe('Platform by {{provider}}');
    expect(en.form.placeholders.country).toBe('Select a country');
    expect(en.form.placeholders.state).toBe('Select a state');
    expect(en.meta.title_template).toBe('{{page}} | {{product}}');
  });
});
