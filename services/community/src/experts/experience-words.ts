/** The spec's limit on an expert's work-experience text. */
export const MAX_EXPERIENCE_WORDS = 200;

// Chinese, Japanese and Korean have no spaces between words: each character counts as one, as Chinese
// word counts are made (a 200-字 limit).
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
// Elsewhere a word is a run of letters, digits and combining marks (Vietnamese's decomposed
// diacritics), joined by an apostrophe or hyphen at most: "don't", "well-known", "Bồ Đào Nha" is three.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/** How many words a text has: CJK characters one each, other words by the runs between spaces and punctuation. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return cjk + rest;
}
