import en from '../../i18n/en/groups.json';
import vi from '../../i18n/vi/groups.json';
import zh from '../../i18n/zh/groups.json';
import { deferWords } from '../../i18n/deferred-words';

/** The group chats' words (namespace `groups`): they come with the message panel that shows them. */
deferWords('groups', { zh, en, vi });
