import { describe, expect, it } from 'vitest';
import en from './en';
import vi from './vi';
import zh from './zh';
// Namespaces loaded with the code that shows them (deferWords), outside the first page's catalogue.
import enGroups from './en/groups.json';
import enReplayChat from './en/replay-chat.json';
import enVideoDanmaku from './en/video-danmaku.json';
import enPlayerControls from './en/player-controls.json';
import viGroups from './vi/groups.json';
import viReplayChat from './vi/replay-chat.json';
import viVideoDanmaku from './vi/video-danmaku.json';
import viPlayerControls from './vi/player-controls.json';
import zhGroups from './zh/groups.json';
import zhReplayChat from './zh/replay-chat.json';
import zhVideoDanmaku from './zh/video-danmaku.json';
import zhPlayerControls from './zh/player-controls.json';

const DEFERRED = [
  { zh: zhGroups, en: enGroups, vi: viGroups },
  { zh: zhReplayChat, en: enReplayChat, vi: viReplayChat },
  { zh: zhVideoDanmaku, en: enVideoDanmaku, vi: viVideoDanmaku },
  { zh: zhPlayerControls, en: enPlayerControls, vi: viPlayerControls },
];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
}

describe('the zh, en and vi catalogues', () => {
  it('have identical key sets', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(keys(vi).sort()).toEqual(keys(en).sort());
    for (const words of DEFERRED) {
      expect(keys(words.zh).sort()).toEqual(keys(words.en).sort());
      expect(keys(words.vi).sort()).toEqual(keys(words.en).sort());
    }
  });

  it('have no empty strings', () => {
    for (const bundle of [zh, en, vi, ...DEFERRED.flatMap((words) => Object.values(words))])
      for (const leaf of leaves(bundle)) expect(typeof leaf === 'string' && leaf.trim() !== '').toBe(true);
  });

  it('carry the spec texts word for word', () => {
    expect(en.common.completeInfo).toBe('Please complete the information before submitting');
    expect(en.common.samePassword).toBe('Please enter the same password');
    expect(en.common.codeSent).toBe('verification code sent successfully');
    expect(en.common.errors.loggedOut).toBe('You have logged out, you may stay on this page or log in again');
    expect(en.common.errors.relogin).toBe('Re-Login');
    expect(en.common.errors.default).toBe('Error');
  });
});
