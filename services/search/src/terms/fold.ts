/**
 * A character without its diacritics, lower-cased, as unaccent() and the 'simple' configuration see
 * it ("Đ" → "d", "ố" → "o"). One character in, one out, so positions in the folded text are the
 * original's.
 */
export function foldChar(char: string): string {
  if (char === 'đ' || char === 'Đ') return 'd';
  const bare = char.normalize('NFD').replace(/\p{M}+/gu, '');
  return bare.length === 1 ? bare.toLowerCase() : char.toLowerCase();
}

export function fold(text: string): string[] {
  return Array.from(text, foldChar);
}
