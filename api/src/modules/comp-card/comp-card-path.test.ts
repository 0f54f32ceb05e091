import { describe, expect, it } from 'vitest';
import { compCardUrl, parseCompCardPath, profileUrl } from './comp-card-path.js';

describe('comp card paths', () => {
  it('reads back the path it writes, in each language', () => {
    for (const locale of ['pt', 'en', 'es'] as const)
      expect(parseCompCardPath(compCardUrl(48213, locale))).toEqual({ ok: true, id: 48213, locale });
    expect(compCardUrl('48213', 'en', 'https://models.example')).toBe(
      'https://models.example/downloads/comp-card/48213-en.pdf',
    );
  });

  it('answers 404 for what is no card and 400 for a language the site does not have', () => {
    for (const path of [
      '',
      'x.pdf',
      'abc-pt.pdf',
      '48213-pt.png',
      '48213.pdf',
      '1234567890123-pt.pdf',
      'a/48213-pt.pdf',
    ])
      expect(parseCompCardPath(`/downloads/comp-card/${path}`)).toMatchObject({ ok: false, status: 404 });
    expect(parseCompCardPath('/downloads/comp-card/48213-fr.pdf')).toEqual({
      ok: false,
      status: 400,
      message: 'The language must be one of pt, en, es.',
    });
    expect(parseCompCardPath('/downloads/comp-card/48213-PT.pdf')).toMatchObject({ status: 400 });
  });

  it('links the profile as the site writes it: its words per language and the slug of the name', () => {
    expect(profileUrl('https://m.example', 'pt', 48213, 'Ana Clara Souza')).toBe(
      'https://m.example/modelos/48213/ana-clara-souza',
    );
    expect(profileUrl('https://m.example', 'en', 7, 'José D’Ávila')).toBe(
      'https://m.example/en/models/7/jose-d-avila',
    );
    expect(profileUrl('https://m.example', 'es', 7, '---')).toBe('https://m.example/es/modelos/7');
  });
});
