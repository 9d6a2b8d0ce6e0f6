import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';

/** What a person row needs of a user. */
export interface PersonRow {
  id: number;
  nickname: string;
  avatar: string;
  isStreamer: boolean;
}

const PERSON = { id: true, nickname: true, avatar: true, isStreamer: true } as const;
/** Banned users are never offered to others. */
const VISIBLE = { bannedAt: null } satisfies Prisma.UserWhereInput;

/** `account.users` and `account.follows` read as people and the follows between them. */
@Injectable()
export class PeopleRepository {
  constructor(private readonly prisma: PrismaService) {}

  listByIds(ids: number[], db: Db = this.prisma): Promise<PersonRow[]> {
    return db.user.findMany({ where: { id: { in: ids }, ...VISIBLE }, select: PERSON });
  }

  /** Nickname prefix in any case, or the id itself when the keyword is a number. */
  private searchWhere(keyword: string, excludeId: number): Prisma.UserWhereInput {
    const id = /^\d{1,10}$/.test(keyword) ? Number(keyword) : undefined;
    return {
      ...VISIBLE,
      id: { not: excludeId },
      OR: [
        { nickname: { startsWith: keyword, mode: 'insensitive' } },
        ...(id !== undefined && id <= 2_147_483_647 ? [{ id }] : []),
      ],
    };
  }

  search(keyword: string, excludeId: number, skip: number, take: number, db: Db = this.prisma): Promise<PersonRow[]> {
    return db.user.findMany({
      where: this.searchWhere(keyword, excludeId),
      orderBy: [{ nickname: 'asc' }, { id: 'asc' }],
      skip,
      take,
      select: PERSON,
    });
  }

  countSearch(keyword: string, excludeId: number, db: Db = this.prisma): Promise<number> {
    return db.user.count({ where: this.searchWhere(keyword, excludeId) });
  }

  /** Streamers the viewer does not follow, never the viewer. */
  private recommendedWhere(viewerId: number): Prisma.UserWhereInput {
    return { ...VISIBLE, isStreamer: true, id: { not: viewerId }, followers: { none: { followerId: viewerId } } };
  }

  /** The most experienced (the most streamed to) first. */
  listRecommended(viewerId: number, skip: number, take: number, db: Db = this.prisma): Promise<PersonRow[]> {
    return db.user.findMany({
      where: this.recommendedWhere(viewerId),
      orderBy: [{ streamerExp: 'desc' }, { id: 'asc' }],
      skip,
      take,
      select: PERSON,
    });
  }

  countRecommended(viewerId: number, db: Db = this.prisma): Promise<number> {
    return db.user.count({ where: this.recommendedWhere(viewerId) });
  }

  /** Whom the user follows, newest first. */
  async followingOf(userId: number, take: number, db: Db = this.prisma): Promise<number[]> {
    const rows = await db.follow.findMany({
      where: { followerId: userId },
      orderBy: { createdAt: 'desc' },
      take,
      select: { streamerId: true },
    });
    return rows.map((row) => row.streamerId);
  }

  /** Who follows the user, newest first. */
  async followersOf(userId: number, take: number, db: Db = this.prisma): Promise<number[]> {
    const rows = await db.follow.findMany({
      where: { streamerId: userId },
      orderBy: { createdAt: 'desc' },
      take,
      select: { followerId: true },
    });
    return rows.map((row) => row.followerId);
  }

  /** The follows between the viewer and `ids`, either way. */
  followsBetween(viewerId: number, ids: number[], db: Db = this.prisma) {
    return db.follow.findMany({
      where: {
        OR: [
          { followerId: viewerId, streamerId: { in: ids } },
          { streamerId: viewerId, followerId: { in: ids } },
        ],
      },
      select: { followerId: true, streamerId: true },
    });
  }

  async countFansOf(ids: number[], db: Db = this.prisma): Promise<Map<number, number>> {
    const rows = await db.follow.groupBy({ by: ['streamerId'], where: { streamerId: { in: ids } }, _count: true });
    return new Map(rows.map((row) => [row.streamerId, row._count]));
  }
}
