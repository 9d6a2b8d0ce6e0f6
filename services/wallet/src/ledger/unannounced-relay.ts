import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { defineJob, EventBus, Jobs, Prisma } from '@arena/shared';
import { walletConfig } from '../wallet.config';
import { LedgerRepository } from './ledger.repository';
import { transferEvents } from './transfer-events';

/** Repeats every WALLET_RELAY_EVERY_MS in one instance at a time (BullMQ hands each run to one worker). */
export const RELAY_UNANNOUNCED = defineJob<Record<string, never>>('wallet.relay-unannounced', { attempts: 1 });

/** Transfers relayed per round; a backlog drains over the next rounds. */
const BATCH = 500;

/**
 * The outbox's relay: a transfer whose poster did not announce it (Redis refused, the process died
 * between the commit and the announcement) is announced from the stored transfer once it is older
 * than one relay period, then taken out. Consumers keep the newest balance by transfer id and count
 * `wallet.spent` once per transfer, so an event announced twice changes nothing.
 */
@Injectable()
export class UnannouncedRelay implements OnApplicationBootstrap {
  private readonly logger = new Logger('UnannouncedRelay');
  private readonly everyMs = walletConfig().relayEveryMs;

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly events: EventBus,
    private readonly jobs: Jobs,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(RELAY_UNANNOUNCED, () => this.relay());
    await this.jobs.every(RELAY_UNANNOUNCED, 'relay', this.everyMs, {});
  }

  /** Announces what was left unannounced for longer than a period; answers how many transfers. */
  async relay(): Promise<number> {
    const ids = await this.ledger.listUnannounced(new Date(Date.now() - this.everyMs), BATCH);
    if (ids.length === 0) return 0;
    const transfers = await this.ledger.findTransfersWithAccounts(ids);
    const text = (value: Prisma.Decimal) => value.toFixed(2);
    await this.events.publishAll(
      transfers.flatMap((transfer) =>
        transferEvents({
          transferId: String(transfer.id),
          amount: text(transfer.amount),
          reason: transfer.reason,
          from: {
            userId: transfer.fromAccount.userId,
            kind: transfer.fromAccount.kind,
            balance: text(transfer.fromBalance),
          },
          to: { userId: transfer.toAccount.userId, kind: transfer.toAccount.kind, balance: text(transfer.toBalance) },
        }),
      ),
    );
    await this.ledger.removeUnannounced(ids);
    this.logger.warn(
      `Announced ${ids.length} transfer(s) whose poster had not (Redis failed or the process stopped after the commit)`,
    );
    return ids.length;
  }
}
