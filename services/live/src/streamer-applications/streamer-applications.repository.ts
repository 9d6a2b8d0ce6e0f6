import { Injectable } from '@nestjs/common';
import { StreamerApplication, Db, PrismaService, Room } from '@arena/shared';

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
export class StreamerApplicationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The id of the user's room, if they have one (they are a streamer). */
  roomOf(streamerId: number, db: Db = this.prisma): Promise<{ id: number } | null> {
    return db.room.findUnique({ where: { streamerId }, select: { id: true } });
  }

  roomsOf(streamerIds: number[], db: Db = this.prisma): Promise<{ id: number; streamerId: number }[]> {
    return db.room.findMany({ where: { streamerId: { in: streamerIds } }, select: { id: true, streamerId: true } });
  }

  /** Serialises a user's applications until the transaction ends. */
  async lockApplicant(userId: number, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('anchor_applications'), ${userId})`;
  }

  findPendingOf(userId: number, db: Db = this.prisma): Promise<{ id: number } | null> {
    return db.streamerApplication.findFirst({ where: { userId, status: 'pending' }, select: { id: true } });
  }

  insert(application: NewApplication, db: Db = this.prisma): Promise<StreamerApplication> {
    return db.streamerApplication.create({ data: application });
  }

  findLatestOf(userId: number, db: Db = this.prisma): Promise<StreamerApplication | null> {
    return db.streamerApplication.findFirst({ where: { userId }, orderBy: { id: 'desc' } });
  }

  /** Newest first, of one status or all. */
  list(
    status: StreamerApplication['status'] | undefined,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<StreamerApplication[]> {
    return db.streamerApplication.findMany({ where: status ? { status } : {}, orderBy: { id: 'desc' }, skip, take });
  }

  count(status: StreamerApplication['status'] | undefined, db: Db = this.prisma): Promise<number> {
    return db.streamerApplication.count({ where: status ? { status } : {} });
  }

  findById(id: number, db: Db = this.prisma): Promise<StreamerApplication | null> {
    return db.streamerApplication.findUnique({ where: { id } });
  }

  getById(id: number, db: Db = this.prisma): Promise<StreamerApplication> {
    return db.streamerApplication.findUniqueOrThrow({ where: { id } });
  }

  /** Records the decision on a still pending application; answers how many were (0 when decided before). */
  async decide(
    id: number,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
    decidedBy: number,
    db: Db = this.prisma,
  ): Promise<number> {
    const { count } = await db.streamerApplication.updateMany({
      where: { id, status: 'pending' },
      data: { ...decision, decidedBy, decidedAt: new Date() },
    });
    return count;
  }

  /** The streamer's room, made unless it exists (approving again finishes an interrupted approval). */
  openRoom(
    room: { streamerId: number; nickname: string; avatar: string; type: number },
    db: Db = this.prisma,
  ): Promise<Room> {
    return db.room.upsert({
      where: { streamerId: room.streamerId },
      create: {
        streamerId: room.streamerId,
        streamerNickname: room.nickname,
        streamerAvatar: room.avatar,
        title: room.nickname,
        type: room.type,
      },
      update: {},
    });
  }
}
