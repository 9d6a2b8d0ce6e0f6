import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';
import type { TransferWithAccounts } from '../ledger/ledger.repository';

/** Which of a user's transfers a statement shows: since a date (else all), of some reasons (else all). */
export interface StatementFilter {
  userId: number;
  since?: Date;
  reasons?: string[];
}

/** A user's ledger lines, read from `wallet.transfers` with both accounts. */
@Injectable()
export class StatementsRepository {
  constructor(private readonly prisma: PrismaService) {}

  count(filter: StatementFilter, db: Db = this.prisma): Promise<number> {
    return db.ledgerTransfer.count({ where: whereOf(filter) });
  }

  /** Newest first. */
  list(filter: StatementFilter, skip: number, take: number, db: Db = this.prisma): Promise<TransferWithAccounts[]> {
    return db.ledgerTransfer.findMany({
      where: whereOf(filter),
      include: { fromAccount: true, toAccount: true },
      orderBy: { id: 'desc' },
      skip,
      take,
    });
  }
}

function whereOf({ userId, since, reasons }: StatementFilter): Prisma.LedgerTransferWhereInput {
  return {
    ...(since ? { createdAt: { gte: since } } : {}),
    OR: [{ fromAccount: { userId } }, { toAccount: { userId } }],
    ...(reasons ? { reason: { in: reasons } } : {}),
  };
}
