import en from '../../../i18n/en/report.json';
import vi from '../../../i18n/vi/report.json';
import zh from '../../../i18n/zh/report.json';
import { deferWords } from '../../../i18n/deferred-words';

/** Reporting's words and the hidden mark (namespace `report`): they come with the posts and comments that show them. */
deferWords('report', { zh, en, vi });
