import { describe, expect, it } from 'vitest';
import { swStrategy } from './sw-rules';

const origin = 'https://arena.example.com';
const shell = ['/index.html', '/manifest.webmanifest', '/icons/icon-192.png'];
const get = (path: string, mode = 'cors') =>
  swStrategy({ url: `${origin}${path}`, method: 'GET', mode }, origin, shell);

describe("the service worker's rules", () => {
  it('never touches the API, the socket, media or uploads, whatever the request', () => {
    for (const path of [
      '/api/Live_streaming/getLiveList',
      '/API/user/login',
      '/socket.io/?EIO=4&transport=polling',
      '/media/live/12.m3u8',
      '/uploads/avatars/5.svg',
      '/api',
    ]) {
      expect(get(path)).toBe('network');
      expect(get(path, 'navigate')).toBe('network');
    }
    expect(swStrategy({ url: `${origin}/assets/index-abc.js`, method: 'POST', mode: 'cors' }, origin, shell)).toBe(
      'network',
    );
    expect(swStrategy({ url: 'https://cdn.example.org/assets/x.js', method: 'GET', mode: 'cors' }, origin, shell)).toBe(
      'network',
    );
    expect(get('/sw.js')).toBe('network');
  });

  it('keeps hashed assets and the shell, and answers pages from the network first', () => {
    expect(get('/assets/index-D48tbejj.js')).toBe('asset');
    expect(get('/icons/icon-192.png')).toBe('asset');
    expect(get('/main', 'navigate')).toBe('page');
    expect(get('/live?id=3', 'navigate')).toBe('page');
    expect(get('/gifts/applause.svg')).toBe('network');
    // A path that only starts like an excluded one is the site's.
    expect(get('/apis-guide', 'navigate')).toBe('page');
  });
});
