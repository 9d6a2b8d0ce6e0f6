/** Search history is local (spec section 9): newest first, unique, at most this many. */
export const SEARCH_MAX_LENGTH = 10;
export const HOT_SEARCH_COUNT = 10;
const HISTORY_KEY = 'searchHistory';
const HISTORY_LIMIT = 10;

export function readHistory(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(term: string): string[] {
  const next = [term, ...readHistory().filter((t) => t !== term)].slice(0, HISTORY_LIMIT);
  localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
  return next;
}

export function clearHistory(): void {
  localStorage.removeItem(HISTORY_KEY);
}
