import { describe, expect, it } from 'vitest';
import { attachmentHeader, downloadFileName } from '../src/modules/downloads/signed-url.js';
import { parseDisposition, savedName } from './rfc8187.js';

describe('download Content-Disposition', () => {
  it("keeps accents and both apostrophes (' and ’) in an RFC 8187 filename*", () => {
    const header = attachmentHeader("D\u2019Ávila Brandão D'Ornellas", 'Bahia Models');
    const parsed = parseDisposition(header);
    expect(parsed.type).toBe('attachment');
    expect(parsed.extendedFilename).toBe("D\u2019Ávila Brandão D'Ornellas_Bahia Models.zip");
    // A raw apostrophe would end the ext-value early: it must be percent-encoded.
    expect(header).toContain(
      "filename*=UTF-8''D%E2%80%99%C3%81vila%20Brand%C3%A3o%20D%27Ornellas_Bahia%20Models.zip",
    );
  });

  it('gives an ASCII fallback filename for clients that ignore filename*', () => {
    const parsed = parseDisposition(attachmentHeader("D'Ávila Brandão\u2019s", 'Bahia Models'));
    expect(parsed.filename).toBe("D'Avila Brandao's_Bahia Models.zip");
    expect(parsed.filename).toMatch(/^[\x20-\x7e]+$/);
  });

  it('needs no filename* for a plain ASCII name', () => {
    const parsed = parseDisposition(attachmentHeader('Ana Clara Souza', 'Bahia Models'));
    expect(parsed).toEqual({ type: 'attachment', filename: 'Ana Clara Souza_Bahia Models.zip' });
  });

  it('drops characters that cannot be in a file name or would break the header', () => {
    const header = attachmentHeader('Ana "Nina"\r\nX-Evil: 1 / \\ Ç', 'Bahia Models');
    expect(header).not.toMatch(/[\r\n]/);
    expect(savedName(header)).toBe('Ana NinaX-Evil: 1   Ç_Bahia Models.zip');
    expect(downloadFileName('Ana "Nina"', 'P')).toBe('Ana Nina_P.zip');
  });
});
