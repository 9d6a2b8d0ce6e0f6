import type { PrismaClient } from '@arena/shared';
import type { SeededUser } from './account.seed';

export interface SeededFollow {
  followerId: number;
  streamerId: number;
}

/**
 * The demo viewers follow the first streamers, and a few other streamers follow the first viewers back, so
 * a fresh address book has people both ways (and mutual ones). Follows that exist are kept.
 */
export async function seedFollows(
  prisma: PrismaClient,
  viewers: SeededUser[],
  streamers: SeededUser[],
): Promise<SeededFollow[]> {
  // The streamers who follow back are past the six demo ones, whose cards the tests read as seeded.
  const followingBack = streamers.slice(6, 9);
  const follows: SeededFollow[] = [
    ...viewers.flatMap((viewer, v) =>
      [...streamers.slice(0, 3 + v), ...followingBack].map((streamer) => ({
        followerId: viewer.id,
        streamerId: streamer.id,
      })),
    ),
    ...followingBack.flatMap((streamer) =>
      viewers.slice(0, 2).map((viewer) => ({ followerId: streamer.id, streamerId: viewer.id })),
    ),
  ];
  await prisma.follow.createMany({ data: follows, skipDuplicates: true });
  return follows;
}
