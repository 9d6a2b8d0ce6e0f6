import {
  type ImConversationItem,
  type ImGroupChatItem,
  type ImMessage,
  type ImServerEvents,
  isGroupChatId,
} from '@arena/protocol';
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
  /** The account's group chats, most recent first, and their unread messages together. */
  groups: ImGroupChatItem[];
  groupUnreadTotal: number;
  loaded: boolean;
}

/**
 * The conversation list with unread counts, kept current by the pushes of `/im` (a new message moves
 * its conversation to the top; `unread` carries the server's counts) and read again after every
 * (re)connect, which is how messages missed while offline show up.
 */
/** The inbox of nobody yet: a server render's (and a hydration's) and each start's. */
const NOT_CONNECTED: InboxState = {
  status: 'idle',
  me: null,
  conversations: [],
  unreadTotal: 0,
  groups: [],
  groupUnreadTotal: 0,
  loaded: false,
};

class Inbox {
  private state: InboxState = { ...NOT_CONNECTED, status: imClient.status };
  /** The group chat on screen: its new messages are read as they come. */
  private openGroup: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor() {
    imClient.onStatus(() => {
      this.set({ status: imClient.status, me: imClient.me });
      if (imClient.status === 'online' && imClient.me && !imClient.me.guest) void this.reload();
      if (imClient.status === 'idle')
        this.set({ conversations: [], unreadTotal: 0, groups: [], groupUnreadTotal: 0, loaded: false });
    });
    imClient.onPush((event, payload) => this.onPush(event, payload));
  }

  get = (): InboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async reload(): Promise<void> {
    void this.reloadGroups();
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

  async reloadGroups(): Promise<void> {
    try {
      const { list, unreadTotal } = await imClient.request<{ list: ImGroupChatItem[]; unreadTotal: number }>(
        'groupChats',
        {},
      );
      this.set({ groups: list, groupUnreadTotal: unreadTotal });
    } catch {
      // Kept as they were: the next reconnect reads them again.
    }
  }

  /** The group chat shown (null when none): it is read now and as its messages arrive. */
  showGroup(groupId: string | null): void {
    this.openGroup = groupId;
    if (groupId) void this.markGroupRead(groupId);
  }

  async markGroupRead(groupId: string): Promise<void> {
    this.setGroupUnread(groupId, 0);
    await imClient.request('markGroupRead', { groupId }).catch(() => undefined);
  }

  private setGroupUnread(groupId: string, unread: number): void {
    const groups = this.state.groups.map((g) => (g.groupId === groupId ? { ...g, unread } : g));
    this.set({ groups, groupUnreadTotal: groups.reduce((sum, g) => sum + g.unread, 0) });
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
    } else if (event === 'groupUnread') {
      const { groupId, unread } = payload as ImServerEvents['groupUnread'];
      this.setGroupUnread(groupId, unread);
    } else if (event === 'groupChatChanged') {
      void this.reloadGroups();
    } else if (event === 'groupMessage' && me && isGroupChatId((payload as ImMessage).groupId ?? '')) {
      const message = payload as ImMessage;
      const groupId = message.groupId!;
      const existing = this.state.groups.find((g) => g.groupId === groupId);
      if (!existing) return void this.reloadGroups();
      const reading = this.openGroup === groupId;
      const unread = message.from === me || reading ? existing.unread : existing.unread + 1;
      const moved = { ...existing, lastMessage: message, time: message.time, unread };
      const groups = [moved, ...this.state.groups.filter((g) => g.groupId !== groupId)];
      this.set({ groups, groupUnreadTotal: groups.reduce((sum, g) => sum + g.unread, 0) });
      if (reading && message.from !== me) void imClient.request('markGroupRead', { groupId }).catch(() => undefined);
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
  return useSyncExternalStore(inbox.subscribe, inbox.get, () => NOT_CONNECTED);
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

/** Calls `handler` with every message of the group chat `groupId` while mounted. */
export function useGroupMessages(groupId: string, handler: (message: ImMessage) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      imClient.onPush((event, payload) => {
        if (event === 'groupMessage' && (payload as ImMessage).groupId === groupId)
          latest.current(payload as ImMessage);
      }),
    [groupId],
  );
}
