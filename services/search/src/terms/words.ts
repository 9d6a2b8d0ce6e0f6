import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

/** Runs of Han characters: jieba segments them; everything else is split at non-letters. */
const HAN_RUN = /[\p{Script=Han}]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
/** At most this many words of a query count (the box takes 10 characters; pasted text may be longer). */
const MAX_QUERY_WORDS = 8;

let jieba: Jieba | undefined;
/** Loaded on first use (the dictionary takes a few hundred milliseconds), then shared. */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/**
 * The Chinese of a text for the index: jieba's words (its search mode also gives the words inside
 * long words), and every character in order, so a query word jieba cut otherwise in another
 * context still matches as a phrase of its characters.
 */
export function chineseForIndex(text: string): { words: string; chars: string } {
  const words: string[] = [];
  const chars: string[] = [];
  for (const run of text.match(HAN_RUN) ?? []) {
    words.push(...segmenter().cutForSearch(run, true));
    chars.push(...Array.from(run));
  }
  return { words: words.join(' '), chars: chars.join(' ') };
}

/** The text without its Han characters: unaccented ('simple') and stemmed ('english') by PostgreSQL. */
export function otherText(text: string): string {
  return text.replace(HAN_RUN, ' ');
}

/** A word of a query: Chinese words match jieba's words; others go through unaccent and the English stemmer. */
export interface QueryWord {
  text: string;
  chinese: boolean;
}

/**
 * What a query searches for, in order: jieba's words of its Chinese (the shortest split, so "世界杯"
 * stays one word), the other words lower-cased. Only letters and digits survive, so a word can go
 * into a tsquery unquoted.
 */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  let at = 0;
  for (const run of query.matchAll(HAN_RUN)) {
    words.push(...latinWords(query.slice(at, run.index)));
    for (const word of segmenter().cut(run[0], true)) if (word.trim()) words.push({ text: word, chinese: true });
    at = run.index + run[0].length;
  }
  words.push(...latinWords(query.slice(at)));
  return words.slice(0, MAX_QUERY_WORDS);
}

function latinWords(text: string): QueryWord[] {
  return (text.match(WORD) ?? []).map((word) => ({ text: word.toLowerCase(), chinese: false }));
}
