import { Injectable } from '@nestjs/common';
import { AnchorApplication, Db, PrismaService, Room } from '@arena/shared';

export interface NewApplication {
  userId: number;
  realName: string;
  idNumber: string;
  contact: string;
  inviter: string;
  experience: string;
}

/** `live.anchor_applications`, and the rooms an approval opens. */
@Injectable()
export class AnchorApplicationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The id of the user's room, if they have one (they are a streamer). */
  roomOf(anchorId: number, db: Db = this.prisma): Promise<{ id: number } | null> {
    return db.room.findUnique({ where: { anchorId }, select: { id: true } });
  }

  roomsOf(anchorIds: number[], db: Db = this.prisma): Promise<{ id: number; anchorId: number }[]> {
    return db.room.findMany({ where: { anchorId: { in: anchorIds } }, select: { id: true, anchorId: true } });
  }

  /** Serialises a user's applications until the transaction ends. */
  async lockApplicant(userId: number, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('anchor_applications'), ${userId})`;
  }

  findPendingOf(userId: number, db: Db = this.prisma): Promise<{ id: number } | null> {
    return db.anchorApplication.findFirst({ where: { userId, status: 'pending' }, select: { id: true } });
  }

  insert(application: NewApplication, db: Db = this.prisma): Promise<AnchorApplication> {
    return db.anchorApplication.create({ data: application });
  }

  findLatestOf(userId: number, db: Db = this.prisma): Promise<AnchorApplication | null> {
    return db.anchorApplication.findFirst({ where: { userId }, orderBy: { id: 'desc' } });
  }

  /** Newest first, of one status or all. */
  list(
    status: AnchorApplication['status'] | undefined,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<AnchorApplication[]> {
    return db.anchorApplication.findMany({ where: status ? { status } : {}, orderBy: { id: 'desc' }, skip, take });
  }

  count(status: AnchorApplication['status'] | undefined, db: Db = this.prisma): Promise<number> {
    return db.anchorApplication.count({ where: status ? { status } : {} });
  }

  findById(id: number, db: Db = this.prisma): Promise<AnchorApplication | null> {
    return db.anchorApplication.findUnique({ where: { id } });
  }

  getById(id: number, db: Db = this.prisma): Promise<AnchorApplication> {
    return db.anchorApplication.findUniqueOrThrow({ where: { id } });
  }

  /** Records the decision on a still pending application; answers how many were (0 when decided before). */
  async decide(
    id: number,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
    decidedBy: number,
    db: Db = this.prisma,
  ): Promise<number> {
    const { count } = await db.anchorApplication.updateMany({
      where: { id, status: 'pending' },
      data: { ...decision, decidedBy, decidedAt: new Date() },
    });
    return count;
  }

  /** The streamer's room, made unless it exists (approving again finishes an interrupted approval). */
  openRoom(
    room: { anchorId: number; nickname: string; avatar: string; type: number },
    db: Db = this.prisma,
  ): Promise<Room> {
    return db.room.upsert({
      where: { anchorId: room.anchorId },
      create: {
        anchorId: room.anchorId,
        anchorNickname: room.nickname,
        anchorAvatar: room.avatar,
        title: room.nickname,
        type: room.type,
      },
      update: {},
    });
  }
}
