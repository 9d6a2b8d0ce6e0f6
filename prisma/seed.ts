import { PrismaPg } from '@prisma/adapter-pg';
import { seedAccount, seedExpertLabels, seedFollows } from '@arena/account';
import { seedActivity } from '@arena/activity';
import { seedCommunity, seedExperts } from '@arena/community';
import { seedGifts } from '@arena/gifts';
import { seedLive, seedLiveFollows, seedLiveStaff, seedMatchBroadcasts } from '@arena/live';
import { seedGroupChats, seedRealtime, seedRoomChat } from '@arena/realtime';
import { comingMatches, playedResults, seededCompetitions, seedScores } from '@arena/scores';
import { loadConfig, PrismaClient } from '@arena/shared';
import { seedVideo } from '@arena/video';
import { seedWallet } from '@arena/wallet';

/** The demo world every service needs, in dependency order. Safe to run again. */
export async function seed(databaseUrl = loadConfig().databaseUrl): Promise<void> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const { viewers, streamers, audience, support } = await seedAccount(prisma);
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
    await seedVideo(prisma, viewers, streamers, rooms);
    await seedCommunity(prisma, {
      writers: audience,
      streamers,
      competitions: await seededCompetitions(prisma),
      results: await playedResults(prisma),
      support,
      // Automatic replies to private messages: the first streamers of README's demo accounts, one per language.
      demoAccounts: [
        ...viewers.map((viewer, i) => ({ ...viewer, lang: (['zh', 'en', 'vi'] as const)[i % 3] })),
        ...streamers.slice(0, 4).map((streamer, i) => ({ ...streamer, lang: (['zh', 'zh', 'en', 'vi'] as const)[i] })),
      ],
      autoReplies: [
        { id: streamers[0].id, lang: 'zh' },
        { id: streamers[2].id, lang: 'en' },
        { id: streamers[3].id, lang: 'vi' },
      ],
    });
    // Experts: eight of the fans, in their languages, writing about the seeded matches.
    await seedExperts(prisma, {
      experts: audience.slice(-8),
      results: await playedResults(prisma, Date.now(), 7 * 86_400_000),
      coming: await comingMatches(prisma),
      readers: [...viewers, ...audience.slice(0, -8)],
    });
    // Their cards show the label (the community's experts, as the account service learns of an approval).
    await seedExpertLabels(
      prisma,
      (await prisma.communityExpert.findMany({ select: { userId: true } })).map((e) => e.userId),
    );
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
