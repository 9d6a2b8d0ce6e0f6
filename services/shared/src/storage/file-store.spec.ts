import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { LocalDiskStore } from './file-store';

describe('LocalDiskStore', () => {
  let root: string;
  let store: LocalDiskStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    store = new LocalDiskStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('puts, reads, sizes and removes a file by key', async () => {
    await store.put('live/7/snapshot.jpg', Buffer.from('frame'));
    expect(await store.size('live/7/snapshot.jpg')).toBe(5);
    const file = await store.get('live/7/snapshot.jpg');
    expect(file?.size).toBe(5);
    expect(await text(file!.stream)).toBe('frame');
    await store.remove('live/7');
    expect(await store.exists('live/7/snapshot.jpg')).toBe(false);
    expect(await store.get('live/7/snapshot.jpg')).toBeUndefined();
  });

  it('serves a file found whole, even when it is removed or rewritten before it is read', async () => {
    await writeFile(path.join(root, 'a.m3u8'), '#EXTM3U\n');
    const found = await store.get('a.m3u8');
    await rm(path.join(root, 'a.m3u8'));
    expect(await text(found!.stream)).toBe('#EXTM3U\n');

    await writeFile(path.join(root, 'b.m3u8'), 'first');
    const first = await store.get('b.m3u8');
    await writeFile(path.join(root, 'b.m3u8'), 'first, then more');
    expect(await text(first!.stream)).toBe('first');
  });

  it('answers nothing for a missing or empty file and a folder', async () => {
    await writeFile(path.join(root, 'empty.ts'), '');
    expect(await store.get('missing.ts')).toBeUndefined();
    expect(await store.get('empty.ts')).toBeUndefined();
    await store.put('dir/x', Buffer.from('x'));
    expect(await store.get('dir')).toBeUndefined();
  });
});
