import { randomUUID } from 'node:crypto';
import { AppError, PrismaService, RedisService } from '@arena/shared';
import { VideosRepository } from '../src/videos/videos.repository';
import { ViewsRepository } from '../src/views/views.repository';
import { ViewsService } from '../src/views/views.service';

/**
 * A medium test: the views service with its real repositories, Postgres and Redis, without HTTP or a
 * Nest application: the counting rule and its queries in a second, where an e2e suite boots a stack.
 */
describe('ViewsService (medium)', () => {
  const prisma = new PrismaService();
  const redis = new RedisService();
  const views = new ViewsService(new ViewsRepository(prisma), new VideosRepository(prisma), redis);

  afterAll(async () => {
    await prisma.onApplicationShutdown();
    await redis.onApplicationShutdown();
  });

  it('counts a viewer once per window, in the video and in its day, and ranks it by the day', async () => {
    const video = await prisma.video.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const viewer = `medium:${randomUUID()}`;

    const first = await views.add(video.id, viewer);
    expect(first.counted).toBe(1);
    const again = await views.add(video.id, viewer);
    expect(again).toEqual({ views: first.views, counted: 0 });
    expect(await views.add(video.id, `${viewer}:other`)).toEqual({ views: first.views + 1, counted: 1 });

    const week = await views.rank('week', 50, 'en');
    expect(week.find((entry) => entry.id === video.id)?.period_views).toBeGreaterThanOrEqual(2);
    expect(week.map((entry) => entry.rank)).toEqual(week.map((_, index) => index + 1));
  });

  it('refuses a video that does not exist', async () => {
    await expect(views.add(2_000_000_000, `medium:${randomUUID()}`)).rejects.toBeInstanceOf(AppError);
  });
});
