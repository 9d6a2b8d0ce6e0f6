import en from '../../../i18n/en/replay-chat.json';
import vi from '../../../i18n/vi/replay-chat.json';
import zh from '../../../i18n/zh/replay-chat.json';
import { deferWords } from '../../../i18n/deferred-words';

/** The chat replay's words (namespace `replayChat`): they come with the replay players that show them. */
deferWords('replayChat', { zh, en, vi });
