import type { ImMessage, ImServerEvents } from '@arena/protocol';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { imClient } from '../../../../realtime/im';
import type { ImClient } from '../../../../realtime/im-client';

/** The most messages a room keeps (the list draws only those in view); older ones scroll away for good. */
export const ROOM_CHAT_KEEP = 5000;
/** After a reconnect, history is read back this many pages (15 lines each) at most to meet the lines already shown. */
export const ROOM_CHAT_GAP_PAGES = 20;

export interface RoomChatState {
  /** Oldest first. */
  messages: ImMessage[];
  joined: boolean;
  online: number | null;
}

type ArrivalListener = (message: ImMessage) => void;

let clientIds = 0;
const nextClientId = () => `d${Date.now().toString(36)}${(clientIds++).toString(36)}`;

/**
 * One room's chat through its `/im` group: joins whenever the chat connection is (re)established and
 * reads history each time: the latest page on the first join, and after a reconnect page after page
 * back to the lines already shown, so a viewer who was away misses nothing (merged by id). A
 * reconnect that socket.io recovered (the group kept, missed pushes replayed) needs neither. Listens
 * to the group's pushes. A sender sees their own message from the ack.
 */
export class RoomChat {
  private state: RoomChatState = { messages: [], joined: false, online: null };
  private readonly listeners = new Set<() => void>();
  private readonly arrivals = new Set<ArrivalListener>();
  private readonly stops: (() => void)[] = [];
  /** Joined on the current connection: a recovered reconnect keeps that membership. */
  private member = false;

  constructor(
    readonly groupId: string,
    private readonly client: ImClient = imClient,
  ) {}

  start(): void {
    this.stops.push(
      this.client.onStatus(() => void this.onStatus()),
      this.client.onPush((event, payload) => this.onPush(event, payload)),
    );
    void this.onStatus();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    if (this.state.joined) void this.client.request('quitGroup', { groupId: this.groupId }).catch(() => undefined);
    this.state = { ...this.state, joined: false };
  }

  get = (): RoomChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Messages that arrive live (not history): the danmaku overlay flies them over the player. */
  onArrival(listener: ArrivalListener): () => void {
    this.arrivals.add(listener);
    return () => this.arrivals.delete(listener);
  }

  /** Sends a text; rejects with the server's reason (muted, slow mode...) in the user's language. */
  async send(text: string): Promise<void> {
    const message = await this.client.request<ImMessage>('sendGroupMessage', {
      groupId: this.groupId,
      clientId: nextClientId(),
      type: 'text',
      text,
    });
    this.arrive(message);
  }

  /** A line of the room's own (moderation, system) shown in the list. */
  notice(text: string, key: string): void {
    this.add([
      {
        id: `notice-${key}`,
        type: 'custom',
        text,
        payload: null,
        from: '',
        nick: '',
        avatar: '',
        groupId: this.groupId,
        time: Date.now(),
      },
    ]);
  }

  private async onStatus(): Promise<void> {
    if (this.client.status !== 'online') {
      if (this.state.joined) this.set({ joined: false });
      if (this.client.status !== 'offline') this.member = false;
      return;
    }
    if (this.state.joined) return;
    if (this.member && this.client.recovered) return this.set({ joined: true });
    try {
      const joined = await this.client.request<{ online: number }>('joinGroup', { groupId: this.groupId });
      const missed = await this.readBack();
      this.member = true;
      this.set({ joined: true, online: joined.online });
      this.add(missed.reverse());
    } catch {
      // The next (re)connect tries again; the panel shows it is not joined meanwhile.
    }
  }

  /** History newest first: one page, or (lines shown already) back until it meets them. */
  private async readBack(): Promise<ImMessage[]> {
    const shown = this.state.messages.filter((m) => !m.id.startsWith('notice-'));
    const known = new Set(shown.map((m) => m.id));
    const newest = shown.at(-1)?.time ?? Infinity;
    const read: ImMessage[] = [];
    let beforeId: string | undefined;
    for (let page = 0; page < ROOM_CHAT_GAP_PAGES; page++) {
      const { list, hasMore } = await this.client.request<{ list: ImMessage[]; hasMore: boolean }>('groupHistory', {
        groupId: this.groupId,
        beforeId,
      });
      read.push(...list);
      const oldest = list.at(-1);
      if (!hasMore || !oldest || known.size === 0 || oldest.time <= newest || list.some((m) => known.has(m.id))) break;
      beforeId = oldest.id;
    }
    return read;
  }

  private onPush<E extends keyof ImServerEvents>(event: E, payload: ImServerEvents[E]): void {
    if (event === 'groupMessage') {
      const message = payload as ImMessage;
      if (message.groupId !== this.groupId) return;
      this.arrive(message);
    } else if (event === 'groupOnline') {
      const { groupId, online } = payload as ImServerEvents['groupOnline'];
      if (groupId === this.groupId) this.set({ online });
    }
  }

  /**
   * A line sent or pushed: listed, and flown over the video, once. The server pushes a retried
   * line again (its first push may have died with a process), so one already here is dropped.
   */
  private arrive(message: ImMessage): void {
    if (this.add([message]) === 0) return;
    for (const listener of [...this.arrivals]) listener(message);
  }

  /** Merges the lines not yet listed; how many were new. */
  private add(incoming: ImMessage[]): number {
    const known = new Set(this.state.messages.map((m) => m.id));
    const fresh = incoming.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return 0;
    const merged = [...this.state.messages, ...fresh].sort((a, b) => a.time - b.time);
    this.set({ messages: merged.slice(-ROOM_CHAT_KEEP) });
    return fresh.length;
  }

  private set(patch: Partial<RoomChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}

/** The chat of the room on screen, joined while mounted. */
export function useRoomChat(groupId: string): { chat: RoomChat; state: RoomChatState } {
  const [chat] = useState(() => new RoomChat(groupId));
  useEffect(() => {
    chat.start();
    return () => chat.stop();
  }, [chat]);
  // A new chat's state (nothing yet) is also the server's: it starts once mounted.
  const state = useSyncExternalStore(chat.subscribe, chat.get, chat.get);
  return { chat, state };
}
