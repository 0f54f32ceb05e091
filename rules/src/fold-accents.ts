/**
 * A text without its accents ('Ícaro' → 'Icaro', 'ﬁ' → 'fi'), case kept: the one folding behind
 * searches, letters, slugs, file names and name matching. NFKD also splits compatibility forms
 * (ligatures, full-width letters) into plain letters.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}
