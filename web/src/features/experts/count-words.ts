/**
 * The word count the community service applies to an expert's work experience (services/community/
 * src/experts/experience-words.ts), for the form's counter: each CJK character is a word, elsewhere
 * runs of letters and digits joined by an apostrophe or hyphen at most.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export const MAX_EXPERIENCE_WORDS = 200;

export function countWords(text: string): number {
  return (text.match(CJK)?.length ?? 0) + (text.replace(CJK, ' ').match(WORD)?.length ?? 0);
}
