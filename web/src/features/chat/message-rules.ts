import type { ImMessage } from '@arena/protocol';

/** A time stamp shows above a message sent more than this after the one before it. */
export const TIME_STAMP_GAP_MS = 120_000;
/** Scrolling within this distance of the top loads the older page. */
export const LOAD_OLDER_WITHIN_PX = 30;

/** The spec's rule: a private message that is empty or only newlines (or spaces) is not sent. */
export function isSendable(text: string): boolean {
  return text.replace(/[\s\r\n]/g, '').length > 0;
}

export type ThreadRow =
  { kind: 'time'; key: string; time: number } | { kind: 'message'; key: string; message: ImMessage };

/** Messages oldest first, with a time stamp before the first and wherever the gap exceeds 120 s. */
export function withTimeStamps(messages: readonly ImMessage[], gapMs = TIME_STAMP_GAP_MS): ThreadRow[] {
  const rows: ThreadRow[] = [];
  let previous: number | null = null;
  for (const message of messages) {
    if (previous === null || message.time - previous > gapMs)
      rows.push({ kind: 'time', key: `t${message.id}`, time: message.time });
    rows.push({ kind: 'message', key: message.id, message });
    previous = message.time;
  }
  return rows;
}

/** Adds messages to a thread (oldest first) without duplicates: a push may repeat an acked send. */
export function mergeMessages(current: readonly ImMessage[], incoming: readonly ImMessage[]): ImMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.time - b.time || compareIds(a.id, b.id));
}

/** Ids increase per store; they are decimal strings, so compare by length first. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

export const EMOTICONS = [
  'smile',
  'laugh',
  'wink',
  'love',
  'cool',
  'surprised',
  'sad',
  'angry',
  'thumbsup',
  'fire',
  'clap',
  'goal',
] as const;
export type Emoticon = (typeof EMOTICONS)[number];

export type TextPart = { kind: 'text'; text: string } | { kind: 'emoticon'; name: Emoticon };

/** Splits text at its `[name]` emoticon codes; unknown codes stay text. */
export function parseEmoticons(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([a-z]+)\]/g)) {
    const name = match[1] as Emoticon;
    if (!EMOTICONS.includes(name)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'emoticon', name });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
