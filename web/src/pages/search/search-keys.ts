/** TanStack Query keys of the search page: the text, the kind, the language of the names, the page. */
export const searchKeys = {
  overview: (name: string, lang: string) => ['search', 'overview', name, lang] as const,
  anchors: (name: string, page: number) => ['search', 'anchors', name, page] as const,
  rooms: (name: string, lang: string, page: number) => ['search', 'rooms', name, lang, page] as const,
  matches: (name: string, lang: string) => ['search', 'matches', name, lang] as const,
};
