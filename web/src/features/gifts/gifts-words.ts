import en from '../../i18n/en/gifts.json';
import vi from '../../i18n/vi/gifts.json';
import zh from '../../i18n/zh/gifts.json';
import { deferWords } from '../../i18n/deferred-words';

/** The gifts' words (namespace `gifts`): they come with the live room's gift code, not the first page's catalogue. */
deferWords('gifts', { zh, en, vi });
