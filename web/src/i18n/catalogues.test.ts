import { describe, expect, it } from 'vitest';
import en from './en';
import vi from './vi';
import zh from './zh';

// Every namespace file, those loaded with the code that shows them (deferWords) included: a file per
// namespace and language, each language with the same files.
const FILES = import.meta.glob<{ default: object }>('./*/*.json', { eager: true });
const fileNames = (lang: string) =>
  Object.keys(FILES)
    .filter((file) => file.startsWith(`./${lang}/`))
    .map((file) => file.slice(lang.length + 3))
    .sort();
const DEFERRED = fileNames('en').map((name) => ({
  zh: FILES[`./zh/${name}`]?.default,
  en: FILES[`./en/${name}`].default,
  vi: FILES[`./vi/${name}`]?.default,
}));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
}

describe('the zh, en and vi catalogues', () => {
  it('have identical key sets', () => {
    expect(fileNames('zh')).toEqual(fileNames('en'));
    expect(fileNames('vi')).toEqual(fileNames('en'));
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
