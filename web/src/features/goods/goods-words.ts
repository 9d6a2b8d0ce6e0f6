import en from '../../i18n/en/goods.json';
import vi from '../../i18n/vi/goods.json';
import zh from '../../i18n/zh/goods.json';
import { deferWords } from '../../i18n/deferred-words';

/** The goods shop's words (namespace `goods`): they come with the shop's code, not the first page's. */
deferWords('goods', { zh, en, vi });
