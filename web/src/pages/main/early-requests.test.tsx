import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeLiveRows } from '../../features/live/home/HomeLiveRows';
import { HotMatches } from '../../features/scores/hot/HotMatches';
import { useRoomInfo } from '../../features/live/room/room-queries';
import { dayOf, useMatchList } from '../../features/scores/list/use-match-list';
import { primeHomeQueries } from './early-queries';

const script = readFileSync(path.resolve(__dirname, '../../../public/early-requests.js'), 'utf8');
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: '', data }));
const ROOM = {
  id: 7,
  title: 'Derby night',
  cover: '/cover.jpg',
  is_live: 1,
  avatar: '',
  user_nickname: 'Caster',
  heat_text: '1.2w',
  category_name: 'Football',
  type_name: 'Football',
};

function answer(url: string): Response {
  if (url.startsWith('/api/Live_streaming/getIndexLiveList')) return ok([ROOM]);
  if (url.startsWith('/api/Live/getBucketRoomList')) return ok([]);
  if (url.startsWith('/api/universal/getHot')) return ok({ list: [] });
  if (url.startsWith('/api/scores/matches')) return ok({ list: [], total: 0, page: 1, limit: 200 });
  return ok({});
}

describe("/main's first API calls started by index.html (public/early-requests.js)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    window.history.pushState({}, '', '/main');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__arenaEarly;
    delete window.__arenaEarlyData;
    window.history.pushState({}, '', '/');
  });

  it('are the home page requests, each taken over by the client once (no second request)', async () => {
    localStorage.setItem('lang', 'en');
    new Function(script)();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchMock.mock.calls)
      expect((init as RequestInit & { headers: Record<string, string> }).headers.lang).toBe('en');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <HomeLiveRows />
          <HotMatches title="Hot matches" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Derby night')).toBeTruthy();
    expect(Object.keys(window.__arenaEarly ?? {})).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('that have answered before the first render go into the cache: the first render draws the rooms', async () => {
    localStorage.setItem('lang', 'en');
    new Function(script)();
    await vi.waitFor(() => expect(Object.keys(window.__arenaEarlyData ?? {})).toHaveLength(3));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    primeHomeQueries(client, 'en', null);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HomeLiveRows />
          <HotMatches title="Hot matches" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Derby night')).toBeTruthy();
    expect(Object.keys(window.__arenaEarly ?? {})).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("leave /main's calls out when the page carries the server's answers for this visitor (signed out, same language)", () => {
    const meta = document.createElement('meta');
    meta.name = 'arena-first-screen';
    meta.content = 'en';
    document.head.append(meta);
    try {
      localStorage.setItem('lang', 'en');
      new Function(script)();
      expect(fetchMock).not.toHaveBeenCalled();
      // Another language, or a token (the server drew the signed-out page): the calls start as before.
      localStorage.setItem('lang', 'vi');
      new Function(script)();
      expect(fetchMock).toHaveBeenCalledTimes(3);
      localStorage.setItem('lang', 'en');
      localStorage.setItem('token', 'member-token');
      new Function(script)();
      expect(fetchMock).toHaveBeenCalledTimes(6);
    } finally {
      meta.remove();
      localStorage.removeItem('token');
    }
  });

  it("start a live room's info on /live?id=, which the room's query takes over (no second request)", async () => {
    localStorage.setItem('lang', 'en');
    window.history.pushState({}, '', '/live?id=42');
    new Function(script)();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/Live_streaming/getRoomInfo');
    const { result } = renderHook(() => useRoomInfo(42), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      ),
    });
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.keys(window.__arenaEarly ?? {})).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("start the day's matches on a score list, which the list's query takes over", async () => {
    localStorage.setItem('lang', 'en');
    window.history.pushState({}, '', '/basketball?day=1');
    new Function(script)();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => useMatchList('basketball', { date: dayOf(1) }), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      ),
    });
    await vi.waitFor(() => expect(result.current.matches.isSuccess).toBe(true));
    expect(Object.keys(window.__arenaEarly ?? {})).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('start nothing on other pages, nor on a live room without an id', () => {
    window.history.pushState({}, '', '/news');
    new Function(script)();
    window.history.pushState({}, '', '/live?id=abc');
    new Function(script)();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
