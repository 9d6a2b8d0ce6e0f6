import { DEFAULT_LANG, Lang } from './lang';

/** A server message in every language the product speaks. `{name}` placeholders are filled in. */
export type Message = Record<Lang, string>;
export type MessageCatalogue = Record<string, Message>;

const registry = new Map<string, Message>();

/** Services register their own catalogue next to their code; keys are global, so prefix them. */
export function registerMessages(catalogue: MessageCatalogue): void {
  for (const [key, message] of Object.entries(catalogue)) registry.set(key, message);
}

export function hasMessage(key: string): boolean {
  return registry.has(key);
}

export function translate(key: string, lang: Lang = DEFAULT_LANG, params: Record<string, unknown> = {}): string {
  const message = registry.get(key);
  const template = message ? (message[lang] ?? message[DEFAULT_LANG]) : key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}`;
    // A field name param is itself translated when a label exists for it.
    if (name === 'field' && registry.has(`field.${String(value)}`)) return translate(`field.${String(value)}`, lang);
    return String(value);
  });
}
