/**
 * The chat socket (socket.io namespace `/im`) that replaces the spec's third-party IM. Every client
 * -> server event is acknowledged with `{ code, msg, data }` (msg in the socket's language); pushes
 * arrive on the events of ImServerEvents.
 */
export const IM_NAMESPACE = '/im';
/** The spec's chat page size. */
export const IM_PAGE_SIZE = 15;
/** The spec's personal card: a custom message whose extension has type 10001. */
export const PERSONAL_CARD_TYPE = 10001;

/**
 * The client id of an automatic reply (a streamer's, member/setAutoReply, or the support account's
 * acknowledgement): the gateway writes it, the site labels such messages, and clients may not use it.
 */
export const AUTO_REPLY_CLIENT_PREFIX = 'auto-reply:';
export const isAutoReply = (message: { clientId?: string }): boolean =>
  Boolean(message.clientId?.startsWith(AUTO_REPLY_CLIENT_PREFIX));

export type ImMessageKind = 'text' | 'image' | 'file' | 'custom';
export type ImProfileGender = 'male' | 'female' | 'unknown';

export interface ImImagePayload {
  url: string;
  width?: number;
  height?: number;
}
export interface ImFilePayload {
  url: string;
  name: string;
  size?: number;
}
/** The spec's custom message extension; a personal card is `{ type: 10001, id, name, avatar }`. */
export interface ImCustomPayload {
  type: number;
  id?: number | string;
  title?: string;
  imageUrl?: string;
  price?: number;
  name?: string;
  avatar?: string;
}

/** What a client sends: text (emoticons are `[name]` codes inside it), image, file or custom. */
export type ImMessageBody =
  | { type: 'text'; text: string }
  | { type: 'image'; image: ImImagePayload }
  | { type: 'file'; file: ImFilePayload }
  | { type: 'custom'; custom: ImCustomPayload };

/** A stored message as delivered and paged. Text is raw text: the client renders it as text, never HTML. */
export interface ImMessage {
  /** Increasing per store; pages go backwards with `beforeId`. */
  id: string;
  /** The sender's retry key, echoed back. */
  clientId?: string;
  type: ImMessageKind;
  text: string;
  payload: ImImagePayload | ImFilePayload | ImCustomPayload | null;
  from: string;
  nick: string;
  avatar: string;
  /** Set for group messages. */
  groupId?: string;
  /** Set for private messages. */
  to?: string;
  /** ms since epoch. */
  time: number;
  /** Live-room messages of logged-in senders: what the danmaku shows beside the name. */
  marks?: ImSenderMarks;
}

/** Beside a sender's name in a live room: their wealth level, noble tier and, when worn, the room streamer's fan badge. */
export interface ImSenderMarks {
  level: number;
  fan?: string;
  /** The sender's noble tier level while it lasts. */
  noble?: number;
}

export interface ImConversationItem {
  peerId: string;
  nick: string;
  avatar: string;
  unread: number;
  lastMessage: ImMessage;
}

/** A group chat in its members' conversation lists. */
export interface ImGroupChatItem {
  groupId: string;
  name: string;
  ownerId: string;
  memberCount: number;
  unread: number;
  /** null until someone writes. */
  lastMessage: ImMessage | null;
  /** ms since epoch: the last message's time, else when the group was made. */
  time: number;
}

/** What happened to a group chat, pushed to its members (and to whoever left or was added). */
export type ImGroupChatChange = 'joined' | 'members' | 'left' | 'destroyed';

export type ImJoinStatus = 'success' | 'already' | 'waiting';

/** Client -> server events of `/im` and their payloads (the ack `data` is noted beside each). */
export interface ImClientEvents {
  /** ack { id, nick, avatar, gender, guest }. Or pass `{ userId, userSig }` as socket.io `auth`. */
  login: { userId: string; userSig: string };
  /** ack null: leaves every group. */
  logout: Record<string, never>;
  /**
   * ack the profile. Its nick and avatar are the account's, read again from the account service on
   * every call (after a change of nickname or picture); only the gender is the caller's.
   */
  updateProfile: { gender?: ImProfileGender };
  /** ack { groupId, status, tip, online }. */
  joinGroup: { groupId: string };
  /** ack null. */
  quitGroup: { groupId: string };
  /** ack { groupId }: an audio-video chat room, owned by the caller. */
  createGroup: { groupId?: string; name: string };
  /** ack ImMessage. */
  sendGroupMessage: { groupId: string; clientId?: string } & ImMessageBody;
  /** ack { list: ImMessage[] newest first, hasMore }. */
  groupHistory: { groupId: string; beforeId?: string };
  /** ack ImMessage. */
  sendMessage: { to: string; clientId?: string } & ImMessageBody;
  /** ack { list: ImMessage[] newest first, hasMore }. */
  history: { peerId: string; beforeId?: string };
  /** ack { list: ImConversationItem[], unreadTotal }. */
  conversations: Record<string, never>;
  /** ack null: the conversation's unread count becomes 0. */
  markRead: { peerId: string };
  /** ack { list: ImGroupChatItem[] most recent first, unreadTotal }: the caller's group chats. */
  groupChats: Record<string, never>;
  /** ack null: the caller's unread count in the group chat becomes 0. */
  markGroupRead: { groupId: string };
}

/** Server -> client pushes of `/im`. */
export interface ImServerEvents {
  groupMessage: ImMessage;
  /** Online member count of a group, pushed when it changes (at most once a second). */
  groupOnline: { groupId: string; online: number };
  /** A private message to or from this account (other tabs of the sender receive it too). */
  privateMessage: ImMessage;
  /** The account's unread count with a peer changed. */
  unread: { peerId: string; unread: number; unreadTotal: number };
  /** A group chat of this account was made, changed members, was left or destroyed. */
  groupChatChanged: { groupId: string; change: ImGroupChatChange };
  /** The account's unread count in a group chat changed (read on another tab). */
  groupUnread: { groupId: string; unread: number };
}

/** socket.io rooms of `/im`. */
export const imRooms = {
  group: (groupId: string) => `group:${groupId}`,
  /** The group id of a socket.io room name, undefined for other rooms. */
  groupOf: (room: string): string | undefined => (room.startsWith('group:') ? room.slice('group:'.length) : undefined),
  account: (imId: string) => `account:${imId}`,
};

/**
 * Group chats (`chat_<hex>`) have members: only they join, read and write them, and their messages
 * are pushed to every member's account (`groupMessage`) whether or not they joined the group.
 */
export const isGroupChatId = (groupId: string): boolean => groupId.startsWith('chat_');

/** Live room n has the audio-video chat group `room_<n>`. */
export const liveRoomGroupId = (roomId: number) => `room_${roomId}`;
/** The live room of a chat group `room_<n>`, undefined for other groups. */
export const liveRoomIdOf = (groupId: string): number | undefined => {
  const match = /^room_(\d{1,10})$/.exec(groupId);
  return match ? Number(match[1]) : undefined;
};
