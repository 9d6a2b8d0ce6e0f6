import { PrismaPg } from '@prisma/adapter-pg';
import { loadConfig, PrismaClient } from '@arena/shared';
import { seedAccount } from '../services/account/src/seed/account.seed';
import { seedActivity } from '../services/activity/src/seed/activity.seed';
import { seedLive } from '../services/live/src/seed/live.seed';
import { seedLiveStaff } from '../services/live/src/seed/live-staff.seed';
import { seedRealtime } from '../services/realtime/src/seed/realtime.seed';
import { seedWallet } from '../services/wallet/src/seed/wallet.seed';

/** The demo world every service needs, in dependency order. Safe to run again. */
export async function seed(databaseUrl = loadConfig().databaseUrl): Promise<void> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const streamers = await seedAccount(prisma);
    await seedWallet(prisma);
    await seedActivity(prisma);
    await seedLive(prisma, streamers);
    await seedLiveStaff(prisma, streamers);
    await seedRealtime(prisma);
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
