import en from '../../../i18n/en/video-danmaku.json';
import vi from '../../../i18n/vi/video-danmaku.json';
import zh from '../../../i18n/zh/video-danmaku.json';
import { deferWords } from '../../../i18n/deferred-words';

/** The video danmaku's words (namespace `videoDanmaku`): they come with the video player page that shows them. */
deferWords('videoDanmaku', { zh, en, vi });
