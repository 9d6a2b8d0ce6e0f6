import { fold } from './fold';
import { QueryWord } from './words';

/** A piece of a title or snippet; `hit` pieces matched the query (the site shows them in <mark>). */
export interface Piece {
  text: string;
  hit: boolean;
}

/** English endings the stemmer drops, so "goals" marks "goal" and "scored" marks "score". */
const ENDINGS = ['ing', 'es', 'ed', 's'];

/** What a word may look like in the text: itself, or its stem for a longer word. */
function forms(word: QueryWord): string[][] {
  const folded = fold(word.text);
  const out = [folded];
  if (!word.chinese)
    for (const ending of ENDINGS)
      if (folded.length > ending.length + 2 && folded.join('').endsWith(ending))
        out.push(folded.slice(0, folded.length - ending.length));
  return out;
}

const isLetter = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char) && !/\p{Script=Han}/u.test(char);

/**
 * Marks where the query's words occur in `text`, ignoring case and diacritics: a Chinese word
 * anywhere, another word at the start of a word (the last one typed is a prefix, and a stem
 * matches its longer forms).
 */
export function highlight(text: string, words: readonly QueryWord[]): Piece[] {
  const chars = Array.from(text);
  const folded = fold(text);
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (const form of forms(word)) {
      if (form.length === 0) continue;
      for (let i = 0; i + form.length <= folded.length; i++) {
        if (!word.chinese && isLetter(folded[i - 1])) continue;
        if (form.every((char, j) => folded[i + j] === char)) marked.fill(true, i, i + form.length);
      }
    }
  }
  const pieces: Piece[] = [];
  for (let i = 0; i < chars.length; i++) {
    const last = pieces[pieces.length - 1];
    if (last && last.hit === marked[i]) last.text += chars[i];
    else pieces.push({ text: chars[i], hit: marked[i] });
  }
  return pieces;
}

/**
 * A window of `text` around its first match, at most `size` characters, with an ellipsis where it
 * was cut; the start of the text when nothing in it matched.
 */
export function snippet(text: string, words: readonly QueryWord[], size = 90): Piece[] {
  const pieces = highlight(text.replace(/\s+/g, ' ').trim(), words);
  const chars = pieces.flatMap((piece) => Array.from(piece.text, (char) => ({ char, hit: piece.hit })));
  if (chars.length <= size) return pieces;
  const first = Math.max(
    0,
    chars.findIndex((c) => c.hit),
  );
  const start = Math.max(0, Math.min(first - Math.floor(size / 4), chars.length - size));
  const window = chars.slice(start, start + size);
  const out: Piece[] = [];
  if (start > 0) out.push({ text: '…', hit: false });
  for (const { char, hit } of window) {
    const last = out[out.length - 1];
    if (last && last.hit === hit && last.text !== '…') last.text += char;
    else out.push({ text: char, hit });
  }
  if (start + size < chars.length) out.push({ text: '…', hit: false });
  return out;
}
