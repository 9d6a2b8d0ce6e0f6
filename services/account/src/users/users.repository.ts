import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService, User } from '@arena/shared';

/** What a new account is created with (the rest takes the table's defaults). */
export interface NewUser {
  countryCode: string;
  mobile: string;
  passwordHash: string;
  nickname: string;
  avatar: string;
  inviteCode: string;
  invitedBy?: number;
}

/** What administrators and the live service change of a user: a ban, streamer status. */
export interface UserStatusChange {
  bannedAt?: Date | null;
  banReason?: string | null;
  isStreamer?: boolean;
  isExpert?: boolean;
}

/** A user as other users see them in lists: name and avatar. */
export interface UserFace {
  id: number;
  nickname: string;
  avatar: string;
}

/** `account.users`: the user rows every account feature reads and writes. */
@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: number, db: Db = this.prisma): Promise<User | null> {
    return db.user.findUnique({ where: { id } });
  }

  /** The row of a user known to exist; fails (Prisma's not-found) otherwise. */
  getById(id: number, db: Db = this.prisma): Promise<User> {
    return db.user.findUniqueOrThrow({ where: { id } });
  }

  /** The id alone: whether the user exists, read as one row. */
  findId(id: number, db: Db = this.prisma): Promise<{ id: number } | null> {
    return db.user.findUnique({ where: { id }, select: { id: true } });
  }

  findByMobile(countryCode: string, mobile: string, db: Db = this.prisma): Promise<User | null> {
    return db.user.findUnique({ where: { countryCode_mobile: { countryCode, mobile } } });
  }

  /** The inviter a share code names. */
  findIdByInviteCode(inviteCode: string, db: Db = this.prisma): Promise<{ id: number } | null> {
    return db.user.findUnique({ where: { inviteCode }, select: { id: true } });
  }

  findInviteCode(id: number, db: Db = this.prisma): Promise<{ inviteCode: string } | null> {
    return db.user.findUnique({ where: { id }, select: { inviteCode: true } });
  }

  async exists(id: number, db: Db = this.prisma): Promise<boolean> {
    return (await db.user.count({ where: { id } })) === 1;
  }

  /** Names and avatars of the users given (those that exist), in no particular order. */
  listFaces(ids: number[], db: Db = this.prisma): Promise<UserFace[]> {
    return db.user.findMany({ where: { id: { in: ids } }, select: { id: true, nickname: true, avatar: true } });
  }

  /** By id (digits), mobile or nickname; newest first. */
  search(keyword: string | undefined, skip: number, take: number, db: Db = this.prisma): Promise<User[]> {
    return db.user.findMany({ where: searchWhere(keyword), orderBy: { id: 'desc' }, skip, take });
  }

  countSearch(keyword: string | undefined, db: Db = this.prisma): Promise<number> {
    return db.user.count({ where: searchWhere(keyword) });
  }

  /** Fails on a duplicate mobile or invite code (a unique violation). */
  create(user: NewUser, db: Db = this.prisma): Promise<User> {
    return db.user.create({ data: user });
  }

  /** Answers how many rows changed: 0 for an unknown user. */
  async updateStatus(id: number, change: UserStatusChange, db: Db = this.prisma): Promise<number> {
    const { count } = await db.user.updateMany({ where: { id }, data: change });
    return count;
  }

  updateProfile(id: number, changes: { nickname?: string; avatar?: string }, db: Db = this.prisma): Promise<User> {
    return db.user.update({ where: { id }, data: changes });
  }

  async setPasswordHash(id: number, passwordHash: string, db: Db = this.prisma): Promise<void> {
    await db.user.update({ where: { id }, data: { passwordHash } });
  }

  async setPaymentPasswordHash(id: number, paymentPasswordHash: string, db: Db = this.prisma): Promise<void> {
    await db.user.update({ where: { id }, data: { paymentPasswordHash } });
  }

  /**
   * Adds wealth experience, given in tenths per user, to every user in one statement; answers each
   * changed user's experience after it.
   */
  addWealthTenths(
    ids: number[],
    tenths: number[],
    db: Db = this.prisma,
  ): Promise<{ id: number; wealth_exp: Prisma.Decimal }[]> {
    return db.$queryRaw<{ id: number; wealth_exp: Prisma.Decimal }[]>`
      UPDATE "account"."users" u SET "wealth_exp" = u."wealth_exp" + v.tenths / 10.0
      FROM unnest(${ids}::int[], ${tenths}::bigint[]) AS v(id, tenths) WHERE u."id" = v.id
      RETURNING u."id", u."wealth_exp"`;
  }
}

function searchWhere(keyword: string | undefined): Prisma.UserWhereInput {
  return keyword
    ? {
        OR: [
          ...(/^\d{1,9}$/.test(keyword) ? [{ id: Number(keyword) }] : []),
          { mobile: { contains: keyword } },
          { nickname: { contains: keyword, mode: 'insensitive' as const } },
        ],
      }
    : {};
}
