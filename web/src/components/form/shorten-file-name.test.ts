import { describe, expect, it } from 'vitest';
import { shortenFileName } from './shorten-file-name';

describe('shortenFileName', () => {
  it('keeps the first 7 characters, three dots and the extension with its dot', () => {
    expect(shortenFileName('minha-foto-de-perfil.jpeg')).toBe('minha-f....jpeg');
    expect(shortenFileName('IMG_20240312_101500.JPG')).toBe('IMG_202....JPG');
  });

  it('leaves names whose base has 7 characters or fewer', () => {
    expect(shortenFileName('rosto.png')).toBe('rosto.png');
    expect(shortenFileName('abcdefg.gif')).toBe('abcdefg.gif');
    expect(shortenFileName('foto.jpeg')).toBe('foto.jpeg');
  });

  it('shortens from the eighth character on', () => {
    expect(shortenFileName('abcdefgh.gif')).toBe('abcdefg....gif');
  });

  it('uses the last dot as the extension', () => {
    expect(shortenFileName('perfil.lado.esquerdo.png')).toBe('perfil.....png');
  });

  it('handles names without an extension, a leading dot or a trailing dot', () => {
    expect(shortenFileName('fotografia')).toBe('fotogra...');
    expect(shortenFileName('.fotografia')).toBe('.fotogr...');
    expect(shortenFileName('fotografia.')).toBe('fotogra...');
    expect(shortenFileName('foto')).toBe('foto');
  });

  it('never splits a character made of two code units', () => {
    expect(shortenFileName('📸📸📸📸📸📸📸📸.png')).toBe('📸📸📸📸📸📸📸....png');
    expect(shortenFileName('ação-ção-ção.jpg')).toBe('ação-çã....jpg');
  });
});
