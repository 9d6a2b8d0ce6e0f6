import { Injectable } from '@nestjs/common';
import { accountContracts, toCents } from '@arena/contracts';
import {
  AppError,
  Lang,
  PayoutAccountType,
  ServiceClient,
  Transactions,
  Withdrawal,
  WithdrawalStatus,
} from '@arena/shared';
import { LedgerService } from '../ledger/ledger.service';
import { centsToText, yuanText } from '../ledger/money';
import { maskAlipayAccount, maskCardNumber } from '../payout-accounts/masking';
import { walletConfig } from '../wallet.config';
import { withdrawalFee } from './withdrawal-fee';
import { PayoutAccountsService } from '../payout-accounts/payout-accounts.service';
import { WithdrawalsRepository } from './withdrawals.repository';

export interface ApplyRequest {
  userId: number;
  amountCents: number;
  paymentPassword: string;
  accountType: PayoutAccountType;
  lang: Lang;
}

/**
 * Withdrawals of the cash balance: applying holds the amount (user cash -> pending), an
 * administrator then pays it (pending -> payouts and fees) or rejects it (pending -> user cash).
 */
@Injectable()
export class WithdrawalsService {
  constructor(
    private readonly withdrawals: WithdrawalsRepository,
    private readonly transactions: Transactions,
    private readonly ledger: LedgerService,
    private readonly services: ServiceClient,
    private readonly payoutAccounts: PayoutAccountsService,
  ) {}

  async apply(request: ApplyRequest) {
    const limits = walletConfig().withdrawal;
    if (request.amountCents < limits.minCents)
      throw AppError.fail('wallet.withdrawal_too_small', { min: centsToText(limits.minCents) });
    if (request.amountCents > limits.maxCents)
      throw AppError.fail('wallet.withdrawal_too_large', { max: centsToText(limits.maxCents) });
    const fee = withdrawalFee(request.amountCents, limits);
    if (fee >= request.amountCents) throw AppError.fail('wallet.withdrawal_below_fee', { fee: centsToText(fee) });
    const payout = await this.payoutAccounts.find(request.userId, request.accountType);
    if (!payout)
      throw AppError.fail(request.accountType === 'bank' ? 'wallet.bank_card_required' : 'wallet.alipay_required');
    const identity = await this.services.call(accountContracts.identityStatus, { user_id: request.userId });
    if (!identity.verified) throw AppError.fail('wallet.identity_required');
    // In the user's language: the account service's refusal (a locked payment password) reaches them as it is.
    const password = await this.services.call(
      accountContracts.verifyPaymentPassword,
      { user_id: request.userId, payment_password: request.paymentPassword },
      { lang: request.lang },
    );
    if (!password.set) throw AppError.fail('wallet.payment_password_not_set');
    if (!password.valid) throw AppError.fail('wallet.payment_password_wrong');
    const { withdrawal, hold } = await this.transactions.run(async (tx) => {
      // One application of a user at a time: the day's count and the new row are one decision, or
      // parallel requests would each count the same past and all pass the limit. Another in progress
      // is refused, not waited for: waiting ones would hold connections until the pool ran dry.
      if (!(await this.withdrawals.tryLockApplying(request.userId, tx)))
        throw AppError.fail('wallet.withdrawal_in_progress');
      const today = await this.withdrawals.countSince(request.userId, new Date(Date.now() - 86_400_000), tx);
      if (today >= limits.perDay) throw AppError.fail('wallet.withdrawal_daily_limit', { count: limits.perDay });
      const created = await this.withdrawals.create(
        {
          userId: request.userId,
          amount: centsToText(request.amountCents),
          fee: centsToText(fee),
          accountType: request.accountType,
          accountNo: payout.accountNo,
          holderName: payout.holderName,
          bankName: payout.bankName,
        },
        tx,
      );
      // Refused for lack of balance: the transaction, and so the application, is rolled back.
      const held = await this.ledger.transfer(
        {
          key: `withdrawal:${created.id}:hold`,
          from: { userId: request.userId, kind: 'cash' },
          to: { system: 'cash.withdrawals_pending' },
          amountCents: request.amountCents,
          reason: 'withdrawal_hold',
          memo: `#${created.id}`,
        },
        tx,
      );
      return { withdrawal: created, hold: held };
    });
    await this.ledger.announce(hold);
    return withdrawalView(withdrawal);
  }

  /**
   * Approves or rejects once. A second reviewer, even one racing the first, is told "already
   * reviewed" without waiting: the answer comes from a plain read when the review is done, and the
   * row lock skips a review in progress instead of queueing behind it (queued reviewers would hold
   * connections until the pool ran dry).
   */
  async review(id: number, adminId: number, decision: 'paid' | 'rejected', note: string) {
    const current = await this.withdrawals.findStatus(id);
    if (!current) throw AppError.fail('wallet.withdrawal_not_found');
    if (current.status !== 'pending') throw AppError.fail('wallet.withdrawal_not_pending');
    const { view, released } = await this.transactions.run(async (tx) => {
      if (!(await this.withdrawals.claimPending(id, tx))) throw AppError.fail('wallet.withdrawal_not_pending');
      await this.withdrawals.markReviewed(
        id,
        { status: decision, reviewedBy: adminId, reviewNote: note, reviewedAt: new Date() },
        tx,
      );
      const withdrawal = (await this.withdrawals.findById(id, tx)) as Withdrawal;
      const amount = toCents(yuanText(withdrawal.amount));
      const fee = toCents(yuanText(withdrawal.fee));
      const memo = `#${id}`;
      // Only a release moves a user's balance (back to them); a payout moves held money out of the system.
      if (decision === 'rejected') {
        const release = await this.ledger.transfer(
          {
            key: `withdrawal:${id}:release`,
            from: { system: 'cash.withdrawals_pending' },
            to: { userId: withdrawal.userId, kind: 'cash' },
            amountCents: amount,
            reason: 'withdrawal_release',
            memo,
          },
          tx,
        );
        return { view: withdrawalView(withdrawal), released: [release] };
      }
      await this.ledger.transfer(
        {
          key: `withdrawal:${id}:payout`,
          from: { system: 'cash.withdrawals_pending' },
          to: { system: 'cash.payouts' },
          amountCents: amount - fee,
          reason: 'withdrawal_payout',
          memo,
        },
        tx,
      );
      if (fee > 0)
        await this.ledger.transfer(
          {
            key: `withdrawal:${id}:fee`,
            from: { system: 'cash.withdrawals_pending' },
            to: { system: 'cash.fees' },
            amountCents: fee,
            reason: 'withdrawal_fee',
            memo,
          },
          tx,
        );
      return { view: withdrawalView(withdrawal), released: [] };
    });
    await this.ledger.announce(...released);
    return view;
  }

  async page(where: { userId?: number; status?: WithdrawalStatus }, page: number, limit: number) {
    const [total, rows] = await Promise.all([
      this.withdrawals.count(where),
      this.withdrawals.list(where, (page - 1) * limit, limit),
    ]);
    return { list: rows.map(withdrawalView), total, page, limit };
  }
}

export function withdrawalView(w: Withdrawal) {
  return {
    id: w.id,
    user_id: w.userId,
    amount: yuanText(w.amount),
    fee: yuanText(w.fee),
    /** What reaches the payout account. */
    actual_amount: centsToText(toCents(yuanText(w.amount)) - toCents(yuanText(w.fee))),
    status: w.status,
    account_type: w.accountType,
    account: w.accountType === 'bank' ? maskCardNumber(w.accountNo) : maskAlipayAccount(w.accountNo),
    bank_name: w.bankName,
    review_note: w.reviewNote,
    reviewed_at: w.reviewedAt?.toISOString() ?? null,
    created_at: w.createdAt.toISOString(),
  };
}
