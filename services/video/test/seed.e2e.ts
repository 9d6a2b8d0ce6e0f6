import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@arena/shared';
import { seedVideo } from '../src/seed/video.seed';

/** The seed without ffmpeg: the categories, no videos, and a line saying why. */
describe('video seed', () => {
  let prisma: PrismaClient;
  beforeAll(() => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
  });
  afterAll(() => prisma.$disconnect());

  it('still succeeds when ffmpeg is missing, and says so', async () => {
    const before = await prisma.video.count();
    const lines: string[] = [];
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      await seedVideo(prisma, [], [{ id: 1, nickname: 'x', avatar: '' }], (line) => lines.push(line));
    } finally {
      delete process.env.FFMPEG_PATH;
    }
    expect(lines).toEqual([expect.stringContaining('ffmpeg is not installed')]);
    expect(await prisma.videoCategory.count()).toBeGreaterThanOrEqual(8);
    expect(await prisma.video.count()).toBe(before);
  });
});
