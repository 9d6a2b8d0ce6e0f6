import en from '../../i18n/en/auth.json';
import vi from '../../i18n/vi/auth.json';
import zh from '../../i18n/zh/auth.json';
import { deferWords } from '../../i18n/deferred-words';

/** The sign-in words (namespace `auth`): they come with the login dialog and pages, not the first page's catalogue. */
deferWords('auth', { zh, en, vi });
