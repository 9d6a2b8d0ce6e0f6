import type { PrismaClient } from '@arena/shared';
import type { SeededUser } from './account.seed';

export interface SeededFollow {
  followerId: number;
  streamerId: number;
}

/**
 * The demo viewers follow the first streamers, and a few streamers follow the first viewers back, so
 * a fresh address book has people both ways (and mutual ones). Follows that exist are kept.
 */
export async function seedFollows(
  prisma: PrismaClient,
  viewers: SeededUser[],
  streamers: SeededUser[],
): Promise<SeededFollow[]> {
  const follows: SeededFollow[] = [
    ...viewers.flatMap((viewer, v) =>
      streamers.slice(0, 4 + v).map((streamer) => ({ followerId: viewer.id, streamerId: streamer.id })),
    ),
    ...streamers
      .slice(0, 3)
      .flatMap((streamer) => viewers.slice(0, 2).map((viewer) => ({ followerId: streamer.id, streamerId: viewer.id }))),
  ];
  await prisma.follow.createMany({ data: follows, skipDuplicates: true });
  return follows;
}
