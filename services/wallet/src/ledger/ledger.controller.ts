import { Controller } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { LedgerService, TransferRequest, TransferResult } from './ledger.service';
import { diamondsText, yuanText } from './money';

type TransferInput = ServedInput<typeof walletContracts.transfer>;
type TransferGroupRefusal = Extract<walletContracts.TransferGroupOutcome, { ok: false }>['error'];
const toParty = (party: TransferInput['from']) =>
  'system' in party ? { system: party.system } : { userId: party.user_id, kind: party.kind };
const toRequest = (input: TransferInput): TransferRequest => ({
  key: input.idempotency_key,
  from: toParty(input.from),
  to: toParty(input.to),
  amountCents: input.amount,
  reason: input.reason,
  memo: input.memo,
});
const toOutput = (result: TransferResult) => ({
  transfer_id: result.transferId,
  replayed: result.replayed,
  currency: result.currency,
  amount: result.amount,
  from_balance: result.fromBalance,
  to_balance: result.toBalance,
  created_at: result.createdAt,
});

/** What other services use to move money and read balances (`walletContracts`): service credential only. */
@Controller()
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Serves(walletContracts.transfer)
  async transfer(@Input() input: TransferInput) {
    return toOutput(await this.ledger.transfer(toRequest(input)));
  }

  @Serves(walletContracts.transferGroups)
  async transferGroups(@Input() input: ServedInput<typeof walletContracts.transferGroups>) {
    const outcomes = await this.ledger.transferGroups(input.groups.map((group) => group.transfers.map(toRequest)));
    return {
      groups: outcomes.map((outcome) =>
        outcome.ok
          ? { ok: true as const, transfers: outcome.results.map(toOutput) }
          : { ok: false as const, error: outcome.error.messageKey as TransferGroupRefusal },
      ),
    };
  }

  @Serves(walletContracts.postedTransfers)
  async postedTransfers(@Input() input: ServedInput<typeof walletContracts.postedTransfers>) {
    const posted = await this.ledger.posted(input.idempotency_keys);
    return { transfers: posted.map(({ key, transferId }) => ({ idempotency_key: key, transfer_id: transferId })) };
  }

  @Serves(walletContracts.balances)
  async balances(@Input() input: ServedInput<typeof walletContracts.balances>) {
    const balances = await this.ledger.balancesOf(input.userId);
    return {
      gold: diamondsText(balances.diamond),
      balances: yuanText(balances.cash),
      consumption: yuanText(balances.consumption),
    };
  }
}
