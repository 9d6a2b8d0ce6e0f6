import type { ImMessage } from '@arena/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './ChatPanel';
import type { RoomChat } from './room-chat';

const message = (n: number): ImMessage => ({ id: String(n), type: 'text', text: `line ${n}`, payload: null, from: String(1000 + (n % 7)), nick: `fan ${n % 7}`, avatar: '', groupId: 'room:1', time: n });

function renderPanel(count: number) {
  // The chat modes line asks the API; it answers nothing here.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  const messages = Array.from({ length: count }, (_, i) => message(i + 1));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChatPanel
        chat={{} as RoomChat}
        state={{ messages, joined: true, online: 3 }}
        roles={{ roomId: 1, anchorId: 99, me: undefined, staff: new Set(), canModerate: false, canAppoint: false }}
        loggedIn={false}
      />
    </QueryClientProvider>,
  );
}

describe('the danmaku list', () => {
  // jsdom lays nothing out: the list gets a phone-sized viewport and every line one line's height.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(30);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('puts only a window of a long chat in the page, sized for all of it', () => {
    renderPanel(2000);
    const list = screen.getByTestId('danmaku-list');
    const rendered = list.querySelectorAll('li').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    // Room for the welcome line and every message at the estimated height, so the scrollbar is true.
    expect(parseInt((list.firstElementChild as HTMLElement).style.height, 10)).toBeGreaterThanOrEqual(2001 * 30);
  });

  it('shows a short chat whole, the welcome first', () => {
    renderPanel(3);
    const lines = screen.getByTestId('danmaku-list').querySelectorAll('li');
    const texts = [...lines].map((li) => li.textContent ?? '');
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('Welcome');
    expect(texts.slice(1).map((text) => text.replace(/^fan \d/, ''))).toEqual(['line 1', 'line 2', 'line 3']);
  });
});
