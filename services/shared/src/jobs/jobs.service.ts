import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import { loadConfig } from '../config/config';

/**
 * A kind of delayed or scheduled work, declared once beside its handler: the queue it runs on
 * (`<service>.<job>`, one queue per kind) and how a failing run is retried. `Data` is what a job
 * carries (JSON: ids, not objects).
 */
export interface JobKind<Data> {
  readonly queue: string;
  /** Runs in all, the first included, before the job is kept as failed. */
  readonly attempts: number;
  /** First retry delay; each next one doubles it. */
  readonly backoffMs: number;
  /** Only for typing: never set. */
  readonly data?: Data;
}

export function defineJob<Data>(queue: string, retry: { attempts?: number; backoffMs?: number } = {}): JobKind<Data> {
  if (!/^[a-z]+\.[a-z][a-z0-9-]*$/.test(queue)) throw new Error(`A job queue is named <service>.<job>: ${queue}`);
  return { queue, attempts: retry.attempts ?? 5, backoffMs: retry.backoffMs ?? 1000 };
}

/**
 * The kit's delayed and scheduled work: BullMQ on the product's Redis. Any instance may add a job;
 * each job runs once, on one instance that called `work` for its kind, and is retried with
 * exponential backoff when its handler throws. Handlers must be idempotent: a job can run again
 * after a crash mid-run (BullMQ's stalled-job recovery).
 */
@Injectable()
export class Jobs implements OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  // BullMQ opens its own connections (one per queue, more per worker); its blocking reads need
  // ioredis not to give up on a command, hence maxRetriesPerRequest: null.
  private readonly connection = { url: loadConfig().redisUrl, maxRetriesPerRequest: null };
  private readonly prefix = loadConfig().jobsPrefix;

  private queue(kind: JobKind<unknown>): Queue {
    let queue = this.queues.get(kind.queue);
    if (!queue) {
      queue = new Queue(kind.queue, { connection: this.connection, prefix: this.prefix });
      this.queues.set(kind.queue, queue);
    }
    return queue;
  }

  /**
   * Adds a job to run after `delayMs`. With an `id`, adding it again while it waits or runs does
   * nothing (a retried request does not schedule twice); ids must not contain ':'.
   */
  async add<Data>(kind: JobKind<Data>, data: Data, options: { id?: string; delayMs?: number } = {}): Promise<void> {
    await this.queue(kind).add(kind.queue, data, {
      jobId: options.id,
      delay: options.delayMs,
      attempts: kind.attempts,
      backoff: { type: 'exponential', delay: kind.backoffMs },
      removeOnComplete: { count: 1000 },
      // Failed jobs are kept a week for inspection (a Redis client shows them under <prefix>:<queue>:failed).
      removeOnFail: { age: 7 * 86_400 },
    });
  }

  /** Runs `handler` every `everyMs` (one schedule per id, however many instances declare it). */
  async every<Data>(kind: JobKind<Data>, id: string, everyMs: number, data: Data): Promise<void> {
    await this.queue(kind).upsertJobScheduler(
      id,
      { every: everyMs },
      {
        name: kind.queue,
        data,
        opts: { attempts: kind.attempts, backoff: { type: 'exponential', delay: kind.backoffMs } },
      },
    );
  }

  /** Runs the jobs of a kind in this process until it stops. */
  work<Data>(kind: JobKind<Data>, handler: (data: Data, job: Job<Data>) => Promise<unknown>, concurrency = 1): void {
    const worker = new Worker<Data>(kind.queue, (job) => handler(job.data, job), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency,
    });
    worker.on('failed', (job, error) => {
      const final = job && job.attemptsMade >= kind.attempts;
      this.logger.error(
        `${kind.queue} job ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}${final ? ', giving up' : ''}): ${error.message}`,
      );
    });
    // Connection trouble is reported here; BullMQ reconnects by itself.
    worker.on('error', (error) => this.logger.error(`${kind.queue} worker: ${error.message}`));
    this.workers.push(worker);
  }

  async onModuleDestroy(): Promise<void> {
    // Workers first: each finishes the job it is running, then the queues' connections close.
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
