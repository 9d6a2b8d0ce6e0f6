import type { ImMessage, ImServerEvents } from '@arena/protocol';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { imClient } from '../../../../realtime/im';

/** The most messages a room keeps (the list draws only those in view); older ones scroll away for good. */
export const ROOM_CHAT_KEEP = 5000;

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
 * One room's chat through its `/im` group: joins whenever the chat connection is (re)established,
 * reads the latest page of history each time (which is how messages missed while offline show up,
 * merged by id), and listens to the group's pushes. A sender sees their own message from the ack.
 */
export class RoomChat {
  private state: RoomChatState = { messages: [], joined: false, online: null };
  private readonly listeners = new Set<() => void>();
  private readonly arrivals = new Set<ArrivalListener>();
  private readonly stops: (() => void)[] = [];

  constructor(readonly groupId: string) {}

  start(): void {
    this.stops.push(
      imClient.onStatus(() => this.onStatus()),
      imClient.onPush((event, payload) => this.onPush(event, payload)),
    );
    this.onStatus();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    if (this.state.joined) void imClient.request('quitGroup', { groupId: this.groupId }).catch(() => undefined);
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
    const message = await imClient.request<ImMessage>('sendGroupMessage', { groupId: this.groupId, clientId: nextClientId(), type: 'text', text });
    this.add([message]);
    for (const listener of [...this.arrivals]) listener(message);
  }

  /** A line of the room's own (moderation, system) shown in the list. */
  notice(text: string, key: string): void {
    this.add([{ id: `notice-${key}`, type: 'custom', text, payload: null, from: '', nick: '', avatar: '', groupId: this.groupId, time: Date.now() }]);
  }

  private async onStatus(): Promise<void> {
    if (imClient.status !== 'online') {
      if (this.state.joined) this.set({ joined: false });
      return;
    }
    if (this.state.joined) return;
    try {
      const joined = await imClient.request<{ online: number }>('joinGroup', { groupId: this.groupId });
      const history = await imClient.request<{ list: ImMessage[] }>('groupHistory', { groupId: this.groupId });
      this.set({ joined: true, online: joined.online });
      this.add([...history.list].reverse());
    } catch {
      // The next (re)connect tries again; the panel shows it is not joined meanwhile.
    }
  }

  private onPush<E extends keyof ImServerEvents>(event: E, payload: ImServerEvents[E]): void {
    if (event === 'groupMessage') {
      const message = payload as ImMessage;
      if (message.groupId !== this.groupId) return;
      this.add([message]);
      for (const listener of [...this.arrivals]) listener(message);
    } else if (event === 'groupOnline') {
      const { groupId, online } = payload as ImServerEvents['groupOnline'];
      if (groupId === this.groupId) this.set({ online });
    }
  }

  private add(incoming: ImMessage[]): void {
    const known = new Set(this.state.messages.map((m) => m.id));
    const fresh = incoming.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return;
    const merged = [...this.state.messages, ...fresh].sort((a, b) => a.time - b.time);
    this.set({ messages: merged.slice(-ROOM_CHAT_KEEP) });
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
  const state = useSyncExternalStore(chat.subscribe, chat.get);
  return { chat, state };
}
