import { Injectable } from '@nestjs/common';
import {
  AppError,
  AuthUser,
  Broadcast,
  DomainEvents,
  domainEventMessage,
  Page,
  PageInput,
  Room,
  roomEventMessage,
} from '@arena/shared';
import { LiveOutbox } from '../events/live-outbox';
import { RoomListCache } from '../rooms/room-list-cache';
import { BroadcastsRepository } from './broadcasts.repository';

export type StartDevice = 'web' | 'mobile' | 'push';
export type StopCause = DomainEvents['live.broadcast.ended']['by'];

export interface BroadcastRecord {
  id: number;
  title: string;
  started_at: string;
  ended_at: string | null;
  duration_seconds: number;
  peak_online: number;
  playback_url: string | null;
}

export interface OnAir {
  room_id: number;
  broadcast_id: number;
  title: string;
  live_since: string;
}

/**
 * A streamer's broadcasts: starting one (from the web or the mobile app) opens a broadcast record
 * and puts the room on the air; ending it (the streamer, or an administrator's kick-out or seal)
 * closes the record. Each change is the spec's code 200 startRoom / endRoom room event.
 */
@Injectable()
export class BroadcastsService {
  constructor(
    private readonly broadcasts: BroadcastsRepository,
    private readonly outbox: LiveOutbox,
    private readonly lists: RoomListCache,
  ) {}

  /** The caller's own room; a user without one is not a streamer. */
  async roomOf(user: AuthUser): Promise<Room> {
    const room = await this.broadcasts.findRoomOfStreamer(user.id);
    if (!room) throw AppError.fail('live.not_streamer');
    return room;
  }

  async start(user: AuthUser, device: StartDevice, title?: string): Promise<OnAir> {
    return this.goOnAir(await this.roomOf(user), device, title);
  }

  /**
   * Opens a broadcast; the room is on the air (listed live, `live_since` set, `startRoom` sent) only
   * once video arrives: a push from the media service marks the broadcast `pushed` (so a restarted
   * media service can end exactly those) and puts the room on the air. The streamer's start button
   * (web, mobile) only opens the record the encoder's push then joins; a retry or a second device
   * answers the broadcast already open. A sealed room stays off.
   */
  async goOnAir(room: Room, device: StartDevice, title?: string): Promise<OnAir> {
    const push = device === 'push';
    // The room's title or its live flag changed: the cached lists are retired (decision 013) before
    // viewers' pages hear of the start.
    const result = await this.outbox.transaction(
      async (tx, announce) => {
        const locked = await this.broadcasts.lockRoomState(room.id, tx);
        if (locked?.sealed_at) throw AppError.fail('live.room_sealed');
        const running = await this.broadcasts.findOpen(room.id, tx);
        const onAir = Boolean(locked?.live_since);
        if (running && (!push || (running.pushed && onAir))) return { broadcast: running, fresh: false };
        const now = new Date();
        const nextTitle = running?.title ?? title ?? room.title;
        // Video arrives: for a broadcast opened with the button, viewers' pages learn it like a start.
        const broadcast = running
          ? await this.broadcasts.markPushed(running.id, tx)
          : await this.broadcasts.insert({ roomId: room.id, title: nextTitle, startedAt: now, pushed: push }, tx);
        await this.broadcasts.setRoomOnAir(room.id, nextTitle, push && !onAir ? now : undefined, tx);
        if (push) {
          announce(roomEventMessage(room.id, 'startRoom', { ...present(broadcast), device }));
          // On the air for the first time of this broadcast: the streamer's followers are told (community).
          if (!onAir)
            announce(
              domainEventMessage('live.broadcast.started', {
                roomId: room.id,
                broadcastId: broadcast.id,
                streamerId: room.streamerId,
                title: nextTitle,
              }),
            );
        }
        return { broadcast, fresh: push, changed: true };
      },
      async (done) => ('changed' in done ? this.lists.invalidate() : undefined),
    );
    return present(result.broadcast);
  }

  /** The streamer ends their broadcast; nothing on the air is not an error (a second tap). */
  async end(user: AuthUser): Promise<{ room_id: number; broadcast_id: number | null }> {
    const room = await this.roomOf(user);
    return { room_id: room.id, broadcast_id: (await this.stop(room.id, 'anchor'))?.id ?? null };
  }

  /** The broadcast records of the caller's room, newest first (member tab 3). */
  async records(user: AuthUser, page: PageInput): Promise<Page<BroadcastRecord>> {
    const room = await this.roomOf(user);
    const [rows, total] = await Promise.all([
      this.broadcasts.listOfRoom(room.id, (page.page - 1) * page.limit, page.limit),
      this.broadcasts.countOfRoom(room.id),
    ]);
    const now = Date.now();
    return {
      list: rows.map((b) => ({
        id: b.id,
        title: b.title,
        started_at: b.startedAt.toISOString(),
        ended_at: b.endedAt?.toISOString() ?? null,
        duration_seconds: Math.max(0, Math.round(((b.endedAt?.getTime() ?? now) - b.startedAt.getTime()) / 1000)),
        peak_online: b.peakOnline,
        playback_url: b.playbackUrl,
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** The streamer deletes a past broadcast's recording; the media service removes its files. */
  async deleteRecording(user: AuthUser, broadcastId: number): Promise<{ broadcast_id: number }> {
    const room = await this.roomOf(user);
    const broadcast = await this.broadcasts.findOfRoom(broadcastId, room.id);
    if (!broadcast) throw AppError.fail('live.broadcast_not_found');
    if (!broadcast.playbackUrl) throw AppError.fail('live.no_recording');
    const url = broadcast.playbackUrl;
    await this.outbox.transaction(async (tx, announce) => {
      await this.broadcasts.clearPlayback(broadcast.id, tx);
      announce(domainEventMessage('live.recording.deleted', { broadcastId: broadcast.id, url }));
    });
    return { broadcast_id: broadcast.id };
  }

  /** Takes a room off the air for whatever reason; answers the broadcast it closed, if any. */
  async stop(roomId: number, by: StopCause): Promise<Broadcast | undefined> {
    // The lists are retired before the room hears of the end, so a page that reloads them sees it.
    return this.outbox.transaction(
      async (tx, announce) => {
        await this.broadcasts.lockRoom(roomId, tx);
        await this.broadcasts.setRoomOffAir(roomId, tx);
        const running = await this.broadcasts.listOpen(roomId, tx);
        if (running.length === 0) return undefined;
        const endedAt = new Date();
        await this.broadcasts.endMany(
          running.map((b) => b.id),
          endedAt,
          tx,
        );
        const closed = { ...running[running.length - 1], endedAt };
        announce(roomEventMessage(roomId, 'endRoom', { room_id: roomId, broadcast_id: closed.id, by }));
        announce(domainEventMessage('live.broadcast.ended', { roomId, broadcastId: closed.id, by }));
        return closed;
      },
      () => this.lists.invalidate(),
    );
  }
}

const present = (b: Broadcast): OnAir => ({
  room_id: b.roomId,
  broadcast_id: b.id,
  title: b.title,
  live_since: b.startedAt.toISOString(),
});
