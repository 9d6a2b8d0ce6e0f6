import { Injectable } from '@nestjs/common';
import { AppError, AuthUser, Db, domainEventMessage, Lang, OutboxMessage, Page, PageInput, Room } from '@arena/shared';
import { z } from 'zod';
import { BroadcastsService } from '../broadcasting/broadcasts.service';
import { LiveOutbox } from '../events/live-outbox';
import { RoomAccess } from '../room-access/room-access.service';
import { UserCards } from '../user-cards/user-cards.client';
import { FanGroupsRepository } from './fan-groups.repository';
import { BADGE_NAME_MAX, BadgeOutput, FanGroupOutput, FanOutput, MembershipOutput } from './fan-groups.schemas';

type FanGroupView = z.output<typeof FanGroupOutput>;
type FanView = z.output<typeof FanOutput>;
type BadgeView = z.output<typeof BadgeOutput>;

/** Until the streamer names it, a badge is called after the streamer. */
const defaultBadgeName = (room: Room) =>
  [...room.streamerNickname].slice(0, BADGE_NAME_MAX).join('') || String(room.streamerId);

/**
 * Streamers' fan groups and their badges: a viewer joins a streamer's group, wears at most one badge
 * at a time (shown beside their danmaku), the streamer names the badge. Changes are announced as
 * `live.fans.changed` for the chat's fan-badge-only mode.
 */
@Injectable()
export class FanGroupsService {
  constructor(
    private readonly fans: FanGroupsRepository,
    private readonly broadcasts: BroadcastsService,
    private readonly cards: UserCards,
    private readonly outbox: LiveOutbox,
    private readonly access: RoomAccess,
  ) {}

  async info(streamerId: number, viewer: AuthUser | undefined): Promise<FanGroupView> {
    const room = await this.roomOfStreamer(streamerId);
    const [group, members, mine] = await Promise.all([
      this.fans.findGroup(streamerId),
      this.fans.countMembers(streamerId),
      viewer ? this.fans.findMember(streamerId, viewer.id) : null,
    ]);
    return {
      anchor_id: streamerId,
      room_id: room.id,
      anchor_nickname: room.streamerNickname,
      badge_name: group?.badgeName ?? defaultBadgeName(room),
      members,
      joined: Boolean(mine),
      wearing: mine?.wearing ?? false,
    };
  }

  /** Joining twice changes nothing; a new fan wears the badge unless they wear another one. */
  async join(user: AuthUser, streamerId: number, lang: Lang): Promise<FanGroupView> {
    const room = await this.roomOfStreamer(streamerId);
    if (streamerId === user.id) throw AppError.fail('live.fan_own_group');
    const card = await this.cards.get(user.id, lang);
    await this.outbox.transaction(async (tx, announce) => {
      await this.fans.addGroupUnlessExists(streamerId, defaultBadgeName(room), tx);
      const wearsOther = await this.fans.countWorn(user.id, tx);
      const count = await this.fans.addMemberUnlessExists(
        { streamerId, userId: user.id, nickname: card.user_nickname, avatar: card.avatar, wearing: wearsOther === 0 },
        tx,
      );
      if (count > 0) announce(await this.fanChanged(tx, room, user.id));
    });
    return this.info(streamerId, user);
  }

  /** Wear one group's badge (taking off any other) or take it off. */
  async wear(user: AuthUser, streamerId: number, wear: boolean): Promise<BadgeView[]> {
    const room = await this.roomOfStreamer(streamerId);
    await this.outbox.transaction(async (tx, announce) => {
      const member = await this.fans.findMember(streamerId, user.id, tx);
      if (!member) throw AppError.fail('live.fan_not_member');
      if (wear) await this.fans.takeOffOthers(user.id, streamerId, tx);
      await this.fans.setWearing(streamerId, user.id, wear, tx);
      announce(await this.fanChanged(tx, room, user.id));
    });
    return this.badges(user);
  }

  /** The badges the caller holds, the worn one first. */
  async badges(user: AuthUser): Promise<BadgeView[]> {
    const rows = await this.fans.listBadgesOf(user.id);
    const rooms = await this.fans.streamerNicknames(rows.map((r) => r.streamerId));
    const nickname = new Map(rooms.map((r) => [r.streamerId, r.streamerNickname]));
    return rows.map((r) => ({
      anchor_id: r.streamerId,
      anchor_nickname: nickname.get(r.streamerId) ?? '',
      badge_name: r.group.badgeName,
      wearing: r.wearing,
    }));
  }

  async rename(user: AuthUser, badgeName: string): Promise<FanGroupView> {
    const room = await this.broadcasts.roomOf(user);
    await this.outbox.transaction(async (tx, announce) => {
      await this.fans.rename(user.id, badgeName, tx);
      announce(domainEventMessage('live.fans.renamed', { streamerId: room.streamerId, roomId: room.id, badgeName }));
    });
    return this.info(room.streamerId, user);
  }

  /** A group's fans, newest first: the streamer's own by default. */
  async members(user: AuthUser, streamerId: number | undefined, page: PageInput): Promise<Page<FanView>> {
    // Another streamer's list (uids of paying fans) only for that room's staff and administrators.
    const id =
      streamerId === undefined || streamerId === user.id
        ? (await this.broadcasts.roomOf(user)).streamerId
        : (await this.staffOf(streamerId, user)).streamerId;
    const [rows, total] = await Promise.all([
      this.fans.listMembers(id, (page.page - 1) * page.limit, page.limit),
      this.fans.countMembers(id),
    ]);
    return {
      list: rows.map((r) => ({
        uid: r.userId,
        user_nickname: r.nickname,
        avatar: r.avatar,
        wearing: r.wearing,
        joined_at: r.joinedAt.toISOString(),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Fan groups, the biggest first. */
  async groups(viewer: AuthUser | undefined, page: PageInput): Promise<Page<FanGroupView>> {
    const [counts, total] = await Promise.all([
      this.fans.biggest((page.page - 1) * page.limit, page.limit),
      this.fans.countWithMembers(),
    ]);
    return {
      list: await Promise.all(counts.map((c) => this.info(c.streamerId, viewer))),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Whether a user is in a streamer's group and wears its badge (for the chat's fan-badge-only mode). */
  async membership(streamerId: number, userId: number): Promise<z.output<typeof MembershipOutput>> {
    return this.membershipIn(await this.roomOfStreamer(streamerId), userId);
  }

  private async membershipIn(room: Room, userId: number, db?: Db): Promise<z.output<typeof MembershipOutput>> {
    const member = await this.fans.findMember(room.streamerId, userId, db);
    const group = await this.fans.findGroup(room.streamerId, db);
    return {
      member: Boolean(member),
      wearing: member?.wearing ?? false,
      badge_name: group?.badgeName ?? defaultBadgeName(room),
    };
  }

  private async staffOf(streamerId: number, user: AuthUser): Promise<Room> {
    return (await this.access.require((await this.roomOfStreamer(streamerId)).id, user, 'fans')).room;
  }

  private async roomOfStreamer(streamerId: number): Promise<Room> {
    const room = await this.fans.findRoomOfStreamer(streamerId);
    if (!room) throw AppError.fail('live.streamer_not_found');
    return room;
  }

  /** The fan's state as the chat shows it, announced with the change that made it. */
  private async fanChanged(tx: Db, room: Room, userId: number): Promise<OutboxMessage> {
    const state = await this.membershipIn(room, userId, tx);
    return domainEventMessage('live.fans.changed', {
      streamerId: room.streamerId,
      roomId: room.id,
      userId,
      member: state.member,
      wearing: state.wearing,
      badgeName: state.badge_name,
    });
  }
}
