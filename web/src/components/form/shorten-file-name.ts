const KEEP = 7;
const ELLIPSIS = '...';

/**
 * The name shown under a photo tile (docs/product.md): a base name longer than 7 characters keeps
 * its first 7, then '...', then the extension with its dot ('minha-foto-de-perfil.jpeg' →
 * 'minha-f....jpeg'). Only the base name is counted, so a short name with a long extension
 * ('foto.jpeg') is left whole instead of growing; the dot stays so the extension still reads as one.
 * Counts code points, so an emoji or accented letter is never cut in half.
 */
export function shortenFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  // A leading dot ('.profile') is part of the name, not an extension.
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot) : '';
  const chars = Array.from(base);
  if (chars.length <= KEEP) return name;
  return chars.slice(0, KEEP).join('') + ELLIPSIS + extension;
}
