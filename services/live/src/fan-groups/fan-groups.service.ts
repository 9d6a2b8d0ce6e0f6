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
  [...room.anchorNickname].slice(0, BADGE_NAME_MAX).join('') || String(room.anchorId);

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

  async info(anchorId: number, viewer: AuthUser | undefined): Promise<FanGroupView> {
    const room = await this.roomOfAnchor(anchorId);
    const [group, members, mine] = await Promise.all([
      this.fans.findGroup(anchorId),
      this.fans.countMembers(anchorId),
      viewer ? this.fans.findMember(anchorId, viewer.id) : null,
    ]);
    return {
      anchor_id: anchorId,
      room_id: room.id,
      anchor_nickname: room.anchorNickname,
      badge_name: group?.badgeName ?? defaultBadgeName(room),
      members,
      joined: Boolean(mine),
      wearing: mine?.wearing ?? false,
    };
  }

  /** Joining twice changes nothing; a new fan wears the badge unless they wear another one. */
  async join(user: AuthUser, anchorId: number, lang: Lang): Promise<FanGroupView> {
    const room = await this.roomOfAnchor(anchorId);
    if (anchorId === user.id) throw AppError.fail('live.fan_own_group');
    const card = await this.cards.get(user.id, lang);
    await this.outbox.transaction(async (tx, announce) => {
      await this.fans.addGroupUnlessExists(anchorId, defaultBadgeName(room), tx);
      const wearsOther = await this.fans.countWorn(user.id, tx);
      const count = await this.fans.addMemberUnlessExists(
        { anchorId, userId: user.id, nickname: card.user_nickname, avatar: card.avatar, wearing: wearsOther === 0 },
        tx,
      );
      if (count > 0) announce(await this.fanChanged(tx, room, user.id));
    });
    return this.info(anchorId, user);
  }

  /** Wear one group's badge (taking off any other) or take it off. */
  async wear(user: AuthUser, anchorId: number, wear: boolean): Promise<BadgeView[]> {
    const room = await this.roomOfAnchor(anchorId);
    await this.outbox.transaction(async (tx, announce) => {
      const member = await this.fans.findMember(anchorId, user.id, tx);
      if (!member) throw AppError.fail('live.fan_not_member');
      if (wear) await this.fans.takeOffOthers(user.id, anchorId, tx);
      await this.fans.setWearing(anchorId, user.id, wear, tx);
      announce(await this.fanChanged(tx, room, user.id));
    });
    return this.badges(user);
  }

  /** The badges the caller holds, the worn one first. */
  async badges(user: AuthUser): Promise<BadgeView[]> {
    const rows = await this.fans.listBadgesOf(user.id);
    const rooms = await this.fans.anchorNicknames(rows.map((r) => r.anchorId));
    const nickname = new Map(rooms.map((r) => [r.anchorId, r.anchorNickname]));
    return rows.map((r) => ({
      anchor_id: r.anchorId,
      anchor_nickname: nickname.get(r.anchorId) ?? '',
      badge_name: r.group.badgeName,
      wearing: r.wearing,
    }));
  }

  async rename(user: AuthUser, badgeName: string): Promise<FanGroupView> {
    const room = await this.broadcasts.roomOf(user);
    await this.outbox.transaction(async (tx, announce) => {
      await this.fans.rename(user.id, badgeName, tx);
      announce(domainEventMessage('live.fans.renamed', { anchorId: room.anchorId, roomId: room.id, badgeName }));
    });
    return this.info(room.anchorId, user);
  }

  /** A group's fans, newest first: the streamer's own by default. */
  async members(user: AuthUser, anchorId: number | undefined, page: PageInput): Promise<Page<FanView>> {
    // Another streamer's list (uids of paying fans) only for that room's staff and administrators.
    const id =
      anchorId === undefined || anchorId === user.id
        ? (await this.broadcasts.roomOf(user)).anchorId
        : (await this.staffOf(anchorId, user)).anchorId;
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
      list: await Promise.all(counts.map((c) => this.info(c.anchorId, viewer))),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Whether a user is in a streamer's group and wears its badge (for the chat's fan-badge-only mode). */
  async membership(anchorId: number, userId: number): Promise<z.output<typeof MembershipOutput>> {
    return this.membershipIn(await this.roomOfAnchor(anchorId), userId);
  }

  private async membershipIn(room: Room, userId: number, db?: Db): Promise<z.output<typeof MembershipOutput>> {
    const member = await this.fans.findMember(room.anchorId, userId, db);
    const group = await this.fans.findGroup(room.anchorId, db);
    return {
      member: Boolean(member),
      wearing: member?.wearing ?? false,
      badge_name: group?.badgeName ?? defaultBadgeName(room),
    };
  }

  private async staffOf(anchorId: number, user: AuthUser): Promise<Room> {
    return (await this.access.require((await this.roomOfAnchor(anchorId)).id, user, 'fans')).room;
  }

  private async roomOfAnchor(anchorId: number): Promise<Room> {
    const room = await this.fans.findRoomOfAnchor(anchorId);
    if (!room) throw AppError.fail('live.anchor_not_found');
    return room;
  }

  /** The fan's state as the chat shows it, announced with the change that made it. */
  private async fanChanged(tx: Db, room: Room, userId: number): Promise<OutboxMessage> {
    const state = await this.membershipIn(room, userId, tx);
    return domainEventMessage('live.fans.changed', {
      anchorId: room.anchorId,
      roomId: room.id,
      userId,
      member: state.member,
      wearing: state.wearing,
      badgeName: state.badge_name,
    });
  }
}
