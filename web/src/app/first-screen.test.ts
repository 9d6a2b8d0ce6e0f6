import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID, firstScreenJson, readFirstScreen } from './first-screen';
import { langOfCookie, rememberLangCookie } from '../i18n/langs';

describe("the first screen's answers in the page", () => {
  afterEach(() => document.getElementById(FIRST_SCREEN_ID)?.remove());

  it('survive any text in an answer: nothing can close the script element early', () => {
    const state = {
      path: '/main',
      lang: 'en' as const,
      queries: {
        mutations: [],
        queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: '</script><script>alert(1)</script><!--' } }],
      },
    };
    const json = firstScreenJson(state as never);
    expect(json).not.toContain('<');
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${FIRST_SCREEN_ID}">${json}</script>`,
    );
    expect(readFirstScreen()).toEqual(state);
  });

  it('are absent from a page the edge did not render, or unreadable when broken', () => {
    expect(readFirstScreen()).toBeUndefined();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${FIRST_SCREEN_ID}">{"path":</script>`,
    );
    expect(readFirstScreen()).toBeUndefined();
  });
});

describe('the lang cookie the edge renders in', () => {
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('names a language of the site, else the first visit gets zh as without storage', () => {
    expect(langOfCookie('a=1; lang=vi; b=2')).toBe('vi');
    expect(langOfCookie('lang=en')).toBe('en');
    for (const header of [undefined, '', 'lang=fr', 'xlang=en', 'lang=']) expect(langOfCookie(header)).toBe('zh');
  });

  it('is written to follow the stored choice', () => {
    rememberLangCookie('vi');
    expect(langOfCookie(document.cookie)).toBe('vi');
    rememberLangCookie('en');
    expect(langOfCookie(document.cookie)).toBe('en');
  });
});
