import { randomUUID } from 'node:crypto';
import {
  Jobs,
  PROCESSED_EVENTS_KEEP_MS,
  ProcessedEventsRepository,
  processedEventsPruning,
  PrismaService,
} from '@arena/shared';

describe('processedEventsPruning', () => {
  const prisma = new PrismaService();
  afterAll(() => prisma.onApplicationShutdown());

  it("deletes the service's processed-event keys older than the retention and keeps the newer ones", async () => {
    const Pruning = processedEventsPruning('activity');
    const pruning = new Pruning(undefined as unknown as Jobs, new ProcessedEventsRepository(prisma));
    const now = new Date();
    const old = `test.old:${randomUUID()}`;
    const recent = `test.recent:${randomUUID()}`;
    await prisma.activityProcessedEvent.createMany({
      data: [
        { id: old, processedAt: new Date(now.getTime() - PROCESSED_EVENTS_KEEP_MS - 60_000) },
        { id: recent, processedAt: new Date(now.getTime() - PROCESSED_EVENTS_KEEP_MS + 60_000) },
      ],
    });

    expect(await pruning.prune(now)).toBeGreaterThanOrEqual(1);
    expect(
      await prisma.activityProcessedEvent.findMany({ where: { id: { in: [old, recent] } }, select: { id: true } }),
    ).toEqual([{ id: recent }]);
    await prisma.activityProcessedEvent.delete({ where: { id: recent } });
  });

  it('refuses a name that is not a service', () => {
    expect(() => processedEventsPruning('account"; drop')).toThrow('Not a service name');
  });
});
