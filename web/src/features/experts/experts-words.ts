import en from '../../i18n/en/experts.json';
import vi from '../../i18n/vi/experts.json';
import zh from '../../i18n/zh/experts.json';
import { deferWords } from '../../i18n/deferred-words';

/** The experts' and the intelligence centre's words (namespace `experts`): they come with those pages. */
deferWords('experts', { zh, en, vi });
