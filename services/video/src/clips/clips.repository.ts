import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService, Video } from '@arena/shared';
import { videoWithCategory, VideoRow } from '../videos/videos.repository';

/** Where a clip of any kind is cut from: a broadcast, or a video's range. */
const CUT = {
  OR: [{ clipBroadcastId: { not: null } }, { clipVideoId: { not: null } }],
} satisfies Prisma.VideoWhereInput;

export interface ClipFilter {
  roomId?: number;
  /** The streamer whose works the clips are. */
  userId?: number;
  matchId?: number;
}

const clipsWhere = (filter: ClipFilter): Prisma.VideoWhereInput => ({
  ...CUT,
  kind: 'clip',
  status: 'ready',
  roomId: filter.roomId,
  userId: filter.userId,
  matchId: filter.matchId,
});

export type NewClip = Omit<Prisma.VideoUncheckedCreateInput, 'kind' | 'status' | 'progress' | 'url' | 'filesDir'>;

/** Clips: `video` rows cut from a broadcast's recording or a video's range, in their own folder `v<id>`. */
@Injectable()
export class ClipsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A clip waiting to be cut (status `cutting`), with its own folder. */
  async insert(clip: NewClip, db: Db = this.prisma): Promise<{ id: number }> {
    const created = await db.video.create({
      data: { ...clip, kind: 'clip', status: 'cutting', progress: 0, url: '' },
      select: { id: true },
    });
    await db.video.update({ where: { id: created.id }, data: { filesDir: `v${created.id}` } });
    return created;
  }

  /** A goal clip unless the room has one of this goal already; answers the room's clip either way. */
  async insertGoalClip(clip: NewClip & { matchId: number; goalSeq: number; roomId: number }, db: Db = this.prisma) {
    const created = await db.video.createManyAndReturn({
      data: [{ ...clip, kind: 'clip', status: 'cutting', progress: 0, url: '' }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (created[0]) {
      await db.video.update({ where: { id: created[0].id }, data: { filesDir: `v${created[0].id}` } });
      return { id: created[0].id, created: true };
    }
    const existing = await db.video.findUniqueOrThrow({
      where: { matchId_goalSeq_roomId: { matchId: clip.matchId, goalSeq: clip.goalSeq, roomId: clip.roomId } },
      select: { id: true },
    });
    return { id: existing.id, created: false };
  }

  findById(id: number, db: Db = this.prisma): Promise<Video | null> {
    return db.video.findUnique({ where: { id } });
  }

  findWithCategory(id: number, db: Db = this.prisma): Promise<VideoRow | null> {
    return db.video.findUnique({ where: { id }, include: videoWithCategory });
  }

  /** Marks a clip still being cut ready; answers false when it is gone (deleted meanwhile) or no longer cutting. */
  async markReady(
    id: number,
    files: { url: string; poster: string; durationSeconds: number },
    db: Db = this.prisma,
  ): Promise<boolean> {
    const { count } = await db.video.updateMany({
      where: { id, status: 'cutting' },
      data: { ...files, status: 'ready', progress: 100 },
    });
    return count === 1;
  }

  async markFailed(id: number, failureKey: string, db: Db = this.prisma): Promise<void> {
    await db.video.updateMany({ where: { id, status: 'cutting' }, data: { status: 'failed', failureKey } });
  }

  list(filter: ClipFilter, skip: number, take: number, db: Db = this.prisma): Promise<VideoRow[]> {
    return db.video.findMany({
      where: clipsWhere(filter),
      include: videoWithCategory,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
    });
  }

  count(filter: ClipFilter, db: Db = this.prisma): Promise<number> {
    return db.video.count({ where: clipsWhere(filter) });
  }
}
