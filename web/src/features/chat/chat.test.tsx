import type { ImMessage } from '@arena/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';
import { isSendable, mergeMessages, parseEmoticons, TIME_STAMP_GAP_MS, withTimeStamps } from './message-rules';
import { MessageList } from './MessageThread';

const at = (id: number, time: number, extra: Partial<ImMessage> = {}): ImMessage => ({
  id: String(id),
  type: 'text',
  text: `m${id}`,
  payload: null,
  from: '1',
  to: '2',
  nick: 'Ann',
  avatar: '',
  time,
  ...extra,
});

describe('the time-stamp rule', () => {
  it('stamps the first message and every gap over 120 s, not a gap of exactly 120 s', () => {
    const t0 = 1_700_000_000_000;
    const rows = withTimeStamps([
      at(1, t0),
      at(2, t0 + TIME_STAMP_GAP_MS),
      at(3, t0 + 2 * TIME_STAMP_GAP_MS + 1),
      at(4, t0 + 2 * TIME_STAMP_GAP_MS + 5_000),
    ]);
    expect(rows.map((r) => (r.kind === 'time' ? 'T' : r.message.id))).toEqual(['T', '1', '2', 'T', '3', '4']);
  });

  it('renders one stamp per gap in the list, and text as text, never HTML', () => {
    const t0 = Date.now() - 3_600_000;
    render(
      <MemoryRouter>
        <MessageList
          me="1"
          messages={[at(1, t0, { text: '<b>bold</b> [smile]' }), at(2, t0 + 1000), at(3, t0 + 200_000)]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('im-stamp')).toHaveLength(2);
    const first = screen.getAllByTestId('im-message')[0];
    expect(first.textContent).toContain('<b>bold</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('svg[aria-label="[smile]"]')).not.toBeNull();
  });

  it('merges pages and pushes without duplicates, oldest first', () => {
    const merged = mergeMessages([at(10, 5), at(11, 6)], [at(11, 6), at(9, 4), at(12, 6)]);
    expect(merged.map((m) => m.id)).toEqual(['9', '10', '11', '12']);
  });

  it('splits known emoticon codes and leaves unknown ones as text', () => {
    expect(parseEmoticons('a[smile]b[nope]')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'emoticon', name: 'smile' },
      { kind: 'text', text: 'b[nope]' },
    ]);
  });
});

const renderComposer = (onSend: (body: unknown) => Promise<boolean>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Composer onSend={onSend} />
    </QueryClientProvider>,
  );

describe('the empty-message rule', () => {
  it('treats empty, newline-only and blank text as nothing to send', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('\n\n')).toBe(false);
    expect(isSendable(' \r\n \t')).toBe(false);
    expect(isSendable('\nhi\n')).toBe(true);
  });

  it('Enter on newline-only text sends nothing; Enter on text sends it and clears the box', async () => {
    const onSend = vi.fn(async () => true);
    renderComposer(onSend);
    const input = screen.getByTestId<HTMLTextAreaElement>('im-input');
    fireEvent.change(input, { target: { value: '\n\n' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByTestId('im-send')).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(input.value).toBe(''));
    expect(onSend).toHaveBeenCalledWith({ type: 'text', text: 'hello' });
  });

  it('keeps the text when sending failed', async () => {
    const onSend = vi.fn(async () => false);
    renderComposer(onSend);
    const input = screen.getByTestId<HTMLTextAreaElement>('im-input');
    fireEvent.change(input, { target: { value: 'retry me' } });
    fireEvent.click(screen.getByTestId('im-send'));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(input.value).toBe('retry me');
  });
});

describe('the emoticon picker', () => {
  it('opens as a popover with the focus inside, adds the picked code to the text and gives the focus back to it', async () => {
    renderComposer(vi.fn(async () => true));
    const input = screen.getByTestId<HTMLTextAreaElement>('im-input');
    fireEvent.change(input, { target: { value: 'nice ' } });
    const trigger = screen.getByTestId('im-emoticons');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const picker = await screen.findByRole('dialog', { name: 'Emoticons' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '[laugh]' }));
    await vi.waitFor(() => expect(screen.queryByTestId('im-emoticon-picker')).toBeNull());
    expect(input.value).toBe('nice [laugh]');
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('closes on Escape without adding anything', async () => {
    renderComposer(vi.fn(async () => true));
    fireEvent.click(screen.getByTestId('im-emoticons'));
    const picker = await screen.findByTestId('im-emoticon-picker');
    fireEvent.keyDown(picker, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByTestId('im-emoticon-picker')).toBeNull());
    expect(screen.getByTestId<HTMLTextAreaElement>('im-input').value).toBe('');
  });
});
