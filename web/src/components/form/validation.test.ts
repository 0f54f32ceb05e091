import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from './photo-rules';
import { firstErrors, keyAsMessage as t, photoFile } from './schema-test-utils';
import { emailAddress, isIsoDate, pastDate, photo, requiredChoice, requiredText, yesNo } from './validation';

const one = (schema: z.ZodType, value: unknown) => firstErrors(z.object({ v: schema }), { v: value }).v;

describe('field rules', () => {
  it('requires text that is more than spaces', () => {
    expect(one(requiredText(t), '')).toBe('validation.required');
    expect(one(requiredText(t), '   ')).toBe('validation.required');
    expect(requiredText(t).parse('  Ana ')).toBe('Ana');
  });

  it('asks for a choice when a select is left on its placeholder', () => {
    expect(one(requiredChoice(t), '')).toBe('validation.select_required');
    expect(one(requiredChoice(t), '12')).toBeUndefined();
  });

  it('says required for a blank email and invalid for a malformed one', () => {
    expect(one(emailAddress(t), '')).toBe('validation.required');
    for (const bad of ['ana', 'ana@', '@x.com', 'ana@x', 'ana x@y.com']) expect(one(emailAddress(t), bad), bad).toBe('validation.email');
    expect(emailAddress(t).parse(' ana@example.com ')).toBe('ana@example.com');
  });

  it('takes yes or no, nothing else', () => {
    expect(one(yesNo(t), '')).toBe('validation.select_required');
    expect(one(yesNo(t, 'validation.major_required'), '')).toBe('validation.major_required');
    expect(one(yesNo(t), 'maybe')).toBe('validation.select_required');
    expect(yesNo(t).parse('no')).toBe('no');
  });
});

describe('birth dates', () => {
  const now = () => new Date(2025, 5, 15, 12);

  it('knows real calendar dates', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2001-02-29')).toBe(false);
    expect(isIsoDate('2001-13-01')).toBe(false);
    expect(isIsoDate('1899-12-31')).toBe(false);
    expect(isIsoDate('15/06/2000')).toBe(false);
  });

  it('requires a real date before today', () => {
    expect(one(pastDate(t, now), '')).toBe('validation.required');
    expect(one(pastDate(t, now), '2001-02-29')).toBe('validation.date');
    expect(one(pastDate(t, now), 'yesterday')).toBe('validation.date');
    expect(one(pastDate(t, now), '2025-06-15')).toBe('validation.date_past');
    expect(one(pastDate(t, now), '2030-01-01')).toBe('validation.date_past');
    expect(one(pastDate(t, now), '2025-06-14')).toBeUndefined();
  });
});

describe('photos', () => {
  it('requires a file', () => {
    expect(one(photo(t), null)).toBe('validation.photo_required');
    expect(one(photo(t), 'rosto.jpg')).toBeDefined();
  });

  it('accepts png, gif and jpeg only', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.jpg', 'image/jpeg'],
      // No type from the system: judged by its extension.
      ['a.JPEG', ''],
    ] as const) {
      expect(one(photo(t), photoFile(name, type)), name).toBeUndefined();
    }
    for (const [name, type] of [
      ['a.webp', 'image/webp'],
      ['a.heic', 'image/heic'],
      ['a.pdf', 'application/pdf'],
      ['a.svg', 'image/svg+xml'],
      ['a.bmp', ''],
    ] as const) {
      expect(one(photo(t), photoFile(name, type)), name).toBe('validation.photo_type');
    }
  });

  it('accepts up to 15 MB and refuses anything larger', () => {
    expect(one(photo(t), photoFile('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeUndefined();
    expect(one(photo(t), photoFile('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe('validation.photo_too_large');
  });

  it('passes the size limit to the message', () => {
    const seen: unknown[] = [];
    const schema = photo((key, values) => {
      seen.push(values);
      return key;
    });
    schema.safeParse(photoFile('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1));
    expect(seen).toContainEqual({ max: 15 });
  });
});
