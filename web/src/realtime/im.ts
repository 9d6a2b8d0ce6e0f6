import type { ImConversationItem, ImMessage, ImServerEvents } from '@arena/protocol';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { api } from '../api/api';
import { currentLang } from '../i18n/i18n';
import { ImClient, type ImMe, type ImStatus } from './im-client';
import { loadSocketIo } from './socket-like';

export const imClient = new ImClient({
  load: loadSocketIo,
  lang: currentLang,
  guestAccount: async () => {
    const account = await api.post('/api/Universal/imTouristAccount', undefined, { silent: true });
    return { id: String(account.id), sig: account.sig };
  },
});

/** The other side of a private message, seen from `me`. */
export const peerOf = (message: ImMessage, me: string): string =>
  message.from === me ? (message.to ?? '') : message.from;

export interface InboxState {
  status: ImStatus;
  me: ImMe | null;
  conversations: ImConversationItem[];
  unreadTotal: number;
  loaded: boolean;
}

/**
 * The conversation list with unread counts, kept current by the pushes of `/im` (a new message moves
 * its conversation to the top; `unread` carries the server's counts) and read again after every
 * (re)connect, which is how messages missed while offline show up.
 */
class Inbox {
  private state: InboxState = { status: imClient.status, me: null, conversations: [], unreadTotal: 0, loaded: false };
  private readonly listeners = new Set<() => void>();

  constructor() {
    imClient.onStatus(() => {
      this.set({ status: imClient.status, me: imClient.me });
      if (imClient.status === 'online' && imClient.me && !imClient.me.guest) void this.reload();
      if (imClient.status === 'idle') this.set({ conversations: [], unreadTotal: 0, loaded: false });
    });
    imClient.onPush((event, payload) => this.onPush(event, payload));
  }

  get = (): InboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async reload(): Promise<void> {
    try {
      const { list, unreadTotal } = await imClient.request<{ list: ImConversationItem[]; unreadTotal: number }>(
        'conversations',
        {},
      );
      this.set({ conversations: list, unreadTotal, loaded: true });
    } catch {
      this.set({ loaded: true });
    }
  }

  /** Opening a conversation reads it: its count goes to 0 here at once and on the server. */
  async markRead(peerId: string): Promise<void> {
    const item = this.state.conversations.find((c) => c.peerId === peerId);
    if (item && item.unread > 0) {
      this.set({
        conversations: this.state.conversations.map((c) => (c.peerId === peerId ? { ...c, unread: 0 } : c)),
        unreadTotal: Math.max(0, this.state.unreadTotal - item.unread),
      });
    }
    await imClient.request('markRead', { peerId }).catch(() => undefined);
  }

  private onPush<E extends keyof ImServerEvents>(event: E, payload: ImServerEvents[E]): void {
    const me = this.state.me?.id;
    if (event === 'unread') {
      const { peerId, unread, unreadTotal } = payload as ImServerEvents['unread'];
      this.set({
        conversations: this.state.conversations.map((c) => (c.peerId === peerId ? { ...c, unread } : c)),
        unreadTotal,
      });
    } else if (event === 'privateMessage' && me) {
      const message = payload as ImMessage;
      const peerId = peerOf(message, me);
      const existing = this.state.conversations.find((c) => c.peerId === peerId);
      if (!existing) return void this.reload();
      const moved = { ...existing, lastMessage: message };
      this.set({ conversations: [moved, ...this.state.conversations.filter((c) => c.peerId !== peerId)] });
    }
  }

  private set(patch: Partial<InboxState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}

export const inbox = new Inbox();

export function useInbox(): InboxState {
  return useSyncExternalStore(inbox.subscribe, inbox.get);
}

/** Calls `handler` with every private message (to or from this account) while mounted. */
export function usePrivateMessages(handler: (message: ImMessage) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      imClient.onPush((event, payload) => {
        if (event === 'privateMessage') latest.current(payload as ImMessage);
      }),
    [],
  );
}
