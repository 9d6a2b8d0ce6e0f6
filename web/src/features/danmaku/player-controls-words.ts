import en from '../../i18n/en/player-controls.json';
import vi from '../../i18n/vi/player-controls.json';
import zh from '../../i18n/zh/player-controls.json';
import { deferWords } from '../../i18n/deferred-words';

/**
 * The words of the danmaku settings and the seek bar (namespace `playerControls`): they come with the
 * players that show them (a live room, a video), not with the first page's catalogue.
 */
deferWords('playerControls', { zh, en, vi });
