import en from '../../i18n/en/clips.json';
import vi from '../../i18n/vi/clips.json';
import zh from '../../i18n/zh/clips.json';
import { deferWords } from '../../i18n/deferred-words';

/** The clips' words (namespace `clips`): they come with the room's and the match's clip code, not the first page's catalogue. */
deferWords('clips', { zh, en, vi });
