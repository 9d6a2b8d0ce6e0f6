import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, ServiceClient } from '@arena/shared';
import { ACCOUNT_KINDS, accountContracts } from '@arena/contracts';
import { LedgerService } from '../ledger/ledger.service';

export interface Adjustment {
  userId: number;
  kind: (typeof ACCOUNT_KINDS)[number];
  direction: 'credit' | 'debit';
  amountCents: number;
  reason: string;
  idempotencyKey?: string;
  adminId: number;
}

/** Diamonds are bought, sent and shown whole: an adjustment cannot leave a fraction of one. */
const DIAMOND_CENTS = 100;

/** An administrator's correction of a balance: a transfer with the kind's adjustments account. */
@Injectable()
export class AdminAdjustmentsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly services: ServiceClient,
  ) {}

  async adjust(adjustment: Adjustment) {
    if (adjustment.kind === 'diamond' && adjustment.amountCents % DIAMOND_CENTS !== 0)
      throw AppError.fail('wallet.whole_diamonds', { field: 'amount' });
    // The ledger opens an account on first use: money must not be parked on an id nobody holds.
    const { exists } = await this.services.call(accountContracts.userExists, { id: adjustment.userId });
    if (!exists) throw AppError.fail('wallet.user_not_found');
    const user = { userId: adjustment.userId, kind: adjustment.kind };
    const system = { system: `${adjustment.kind}.adjustments` as const };
    return this.ledger.transfer({
      key: `adjustment:${adjustment.idempotencyKey ?? randomUUID()}`,
      from: adjustment.direction === 'credit' ? system : user,
      to: adjustment.direction === 'credit' ? user : system,
      amountCents: adjustment.amountCents,
      reason: 'adjustment',
      memo: `${adjustment.reason} (admin ${adjustment.adminId})`,
    });
  }
}
