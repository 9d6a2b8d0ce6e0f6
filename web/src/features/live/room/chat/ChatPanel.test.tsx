import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './ChatPanel';
import { RoomChat } from './room-chat';

/**
 * jsdom lays nothing out: every line is given 28 px, the list a 280 px window, and the list's
 * scrollHeight and scrollTop behave as a browser's (the content's height, clamped offsets, a scroll
 * event after a move).
 */
const LINE_PX = 28;
const GAP_PX = 6;
const VIEW_PX = 280;
const isList = (element: Element) => element.getAttribute('data-testid') === 'danmaku-list';
const heightOf = (element: HTMLElement) => (element.dataset.spacer ? parseFloat(element.style.height) : LINE_PX);
function contentHeight(list: HTMLElement): number {
  const lines = [...list.children] as HTMLElement[];
  return lines.reduce((sum, line) => sum + heightOf(line), 0) + GAP_PX * Math.max(0, lines.length - 1);
}
const offsets = new WeakMap<Element, number>();

function layout() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return heightOf(this);
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isList(this) ? VIEW_PX : 0;
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return isList(this) ? contentHeight(this as HTMLElement) : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return offsets.get(this) ?? 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation(function (this: Element, value: number) {
    const max = Math.max(0, this.scrollHeight - this.clientHeight);
    const next = Math.min(max, Math.max(0, value));
    if (next === (offsets.get(this) ?? 0)) return;
    offsets.set(this, next);
    // As a browser does: a scroll event after the offset moved.
    setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
  });
}

const ROLES = { roomId: 1, streamerId: 2, me: '7', staff: new Set<string>(), canModerate: false, canAppoint: false };

function renderPanel(chat: RoomChat) {
  const Panel = () => <ChatPanel chat={chat} state={chat.get()} roles={ROLES} loggedIn={false} />;
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Panel />
    </QueryClientProvider>,
  );
  const rerender = () =>
    view.rerender(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Panel />
      </QueryClientProvider>,
    );
  return { list: screen.getByTestId('danmaku-list'), rerender };
}

function addLines(chat: RoomChat, from: number, count: number) {
  for (let i = from; i < from + count; i++) chat.notice(`Line ${i}`, String(i));
}
const drawn = (list: HTMLElement) =>
  [...list.querySelectorAll('[data-testid="chat-notice"]')].map((line) => line.textContent);
/** Lets the scroll events and the renders they cause run. */
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 5))));
async function scrollTo(list: HTMLElement, top: number) {
  await act(async () => void (list.scrollTop = top));
  await settle();
}

describe('the danmaku list', () => {
  beforeEach(() => {
    layout();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'no modes here', data: null }))),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps a thousand lines but draws only those in view, following the newest', async () => {
    const chat = new RoomChat('g1');
    addLines(chat, 0, 1000);
    const { list } = renderPanel(chat);
    await settle();
    expect(list.dataset.rows).toBe('1001');
    const lines = drawn(list);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.length).toBeLessThan(40);
    expect(lines).toContain('Line 999');
    expect(lines).not.toContain('Line 0');
    // The spacer above holds the height of the lines not drawn, so the scrollbar is the whole list's.
    expect(list.scrollHeight).toBeGreaterThan(1000 * LINE_PX);
    expect(list.scrollTop).toBe(list.scrollHeight - VIEW_PX);
  });

  it('stays where the viewer scrolled to and counts what arrives; the button brings them to the newest', async () => {
    const chat = new RoomChat('g1');
    addLines(chat, 0, 300);
    const { list, rerender } = renderPanel(chat);
    await settle();
    await scrollTo(list, 0);
    expect(drawn(list)).toContain('Line 0');
    expect(screen.queryByTestId('danmaku-newest')).toBeNull();

    await act(async () => {
      addLines(chat, 300, 3);
      rerender();
    });
    await settle();
    expect(list.scrollTop).toBe(0);
    expect(drawn(list)).toContain('Line 0');
    expect(screen.getByTestId('danmaku-newest').textContent).toBe('3 new messages');

    await act(async () => void fireEvent.click(screen.getByTestId('danmaku-newest')));
    await settle();
    expect(list.scrollTop).toBe(list.scrollHeight - VIEW_PX);
    expect(drawn(list)).toContain('Line 302');
    expect(screen.queryByTestId('danmaku-newest')).toBeNull();

    // Back at the bottom, new lines are followed again.
    await act(async () => {
      addLines(chat, 303, 1);
      rerender();
    });
    await settle();
    expect(drawn(list)).toContain('Line 303');
    expect(list.scrollTop).toBe(list.scrollHeight - VIEW_PX);
  });
});
