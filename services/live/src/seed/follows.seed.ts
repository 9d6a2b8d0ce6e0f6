import type { PrismaClient } from '@arena/shared';

/** The live service's copy of the seeded follows (as `follow.changed` would have kept it). */
export async function seedLiveFollows(
  prisma: PrismaClient,
  follows: { followerId: number; streamerId: number }[],
  now = new Date(),
): Promise<void> {
  await prisma.liveFollow.createMany({
    data: follows.map((follow) => ({ ...follow, following: true, changedAt: now })),
    skipDuplicates: true,
  });
}
