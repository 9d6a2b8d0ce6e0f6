import { MessageCatalogue } from '@arena/shared';

/** Messages of the search service, in every language (keys prefixed `search.`). */
export const SEARCH_MESSAGES: MessageCatalogue = {
  'search.no_words': {
    zh: '搜索内容需包含文字或数字',
    en: 'Search needs at least one letter or digit',
    vi: 'Nội dung tìm kiếm cần có ít nhất một chữ hoặc số',
  },
  'field.q': { zh: '搜索内容', en: 'Search', vi: 'Nội dung tìm kiếm' },
};
