import { PrismaPg } from '@prisma/adapter-pg';
import { seedAccount, seedFollows } from '@arena/account';
import { seedActivity } from '@arena/activity';
import { seedCommunity } from '@arena/community';
import { seedGifts } from '@arena/gifts';
import { seedLive, seedLiveFollows, seedLiveStaff, seedMatchBroadcasts } from '@arena/live';
import { seedGroupChats, seedRealtime, seedRoomChat } from '@arena/realtime';
import { playedResults, seededCompetitions, seedScores } from '@arena/scores';
import { loadConfig, PrismaClient } from '@arena/shared';
import { seedVideo } from '@arena/video';
import { seedWallet } from '@arena/wallet';

/** The demo world every service needs, in dependency order. Safe to run again. */
export async function seed(databaseUrl = loadConfig().databaseUrl): Promise<void> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const { viewers, streamers, audience } = await seedAccount(prisma);
    const follows = await seedFollows(prisma, viewers, streamers);
    await seedWallet(prisma);
    await seedActivity(prisma);
    const rooms = await seedLive(prisma, streamers);
    await seedLiveStaff(prisma, streamers);
    await seedLiveFollows(prisma, follows);
    await seedRealtime(prisma);
    await seedRoomChat(prisma, [...viewers, ...streamers], rooms);
    await seedGroupChats(prisma, viewers, streamers, follows);
    await seedGifts(
      prisma,
      streamers.map((s) => s.id),
    );
    await seedMatchBroadcasts(prisma, await seedScores(prisma));
    await seedVideo(prisma, viewers, streamers);
    await seedCommunity(prisma, {
      writers: audience,
      streamers,
      competitions: await seededCompetitions(prisma),
      results: await playedResults(prisma),
    });
  } finally {
    await prisma.$disconnect();
  }
}

if (require.main === module) {
  seed().then(
    () => console.log('Seeded the demo world'),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
