import i18next from 'i18next';
import en from '../../i18n/en/experts.json';
import vi from '../../i18n/vi/experts.json';
import zh from '../../i18n/zh/experts.json';
import { deferWords } from '../../i18n/deferred-words';

/** The experts' and the intelligence centre's words (namespace `experts`): they come with those pages. */
deferWords('experts', { zh, en, vi });

/**
 * The name of the match preview's error region (`common:regions.foresight`), merged into the
 * first-loaded `common` namespace when these pages come, not carried by every first visit.
 */
const REGION = { zh: '赛前情报', en: 'The match preview', vi: 'Nhận định trận đấu' };
const addRegion = () => {
  for (const [lang, word] of Object.entries(REGION))
    i18next.addResourceBundle(lang, 'common', { regions: { foresight: word } }, true, false);
};
if (i18next.isInitialized) addRegion();
else i18next.on('initialized', addRegion);
