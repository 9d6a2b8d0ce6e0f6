import { randomUUID } from 'node:crypto';
import { defineJob, Jobs } from '@arena/shared';

describe('Jobs (BullMQ on the test Redis)', () => {
  const jobs = new Jobs();
  afterAll(() => jobs.onModuleDestroy());
  // A queue of its own per run: nothing left from an earlier run is picked up.
  const queueName = () => `test.job-${randomUUID().slice(0, 8)}`;
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !done()) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('retries a failing job with backoff until it succeeds, within its attempts', async () => {
    const kind = defineJob<{ n: number }>(queueName(), { attempts: 3, backoffMs: 20 });
    const runs: number[] = [];
    let succeeded = false;
    jobs.work(kind, async ({ n }) => {
      runs.push(n);
      if (runs.length < 3) throw new Error(`run ${runs.length} fails`);
      succeeded = true;
    });
    await jobs.add(kind, { n: 7 });
    await until(() => succeeded);
    expect(runs).toEqual([7, 7, 7]);
  });

  it('runs a delayed job once however often it is added under one id, not before its delay', async () => {
    const kind = defineJob<{ at: number }>(queueName());
    const ran: number[] = [];
    jobs.work(kind, async () => void ran.push(Date.now()));
    const added = Date.now();
    await Promise.all([1, 2, 3].map(() => jobs.add(kind, { at: added }, { id: 'order-1', delayMs: 300 })));
    await until(() => ran.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toHaveLength(1);
    expect(ran[0] - added).toBeGreaterThanOrEqual(300);
  });

  it('names queues <service>.<job>', () => {
    expect(() => defineJob('expiry')).toThrow('<service>.<job>');
  });
});
