import { Injectable } from '@nestjs/common';
import { Lang, Page, translate } from '@arena/shared';
import type { TransferWithAccounts } from '../ledger/ledger.repository';
import { diamondsText, yuanText } from '../ledger/money';
import { statementSince, STATEMENT_TYPES, typeOfReason } from './statement-types';
import { StatementFilter, StatementsRepository } from './statements.repository';
import { StatementLine } from './statements.schemas';

/** A user's ledger lines of the last 3 months (administrators: all), newest first; a user's own conversion shows once, as money out. */
@Injectable()
export class StatementsService {
  constructor(private readonly statements: StatementsRepository) {}

  async page(
    userId: number,
    type: number,
    page: number,
    limit: number,
    lang: Lang,
    options: { allTime?: boolean } = {},
  ): Promise<Page<StatementLine>> {
    const reasons = STATEMENT_TYPES.find((t) => t.type === type)?.reasons;
    const filter: StatementFilter = { userId, since: options.allTime ? undefined : statementSince(), reasons };
    const [total, rows] = await Promise.all([
      this.statements.count(filter),
      this.statements.list(filter, (page - 1) * limit, limit),
    ]);
    return { list: rows.map((row) => line(row, userId, lang)), total, page, limit };
  }

  types(lang: Lang) {
    return [
      { type: 0, name: translate('wallet.statement_type.all', lang) },
      ...STATEMENT_TYPES.map((t) => ({ type: t.type, name: translate(`wallet.statement_type.${t.key}`, lang) })),
    ];
  }
}

function line(row: TransferWithAccounts, userId: number, lang: Lang): StatementLine {
  const outgoing = row.fromAccount.userId === userId;
  const account = outgoing ? row.fromAccount : row.toAccount;
  const format = account.kind === 'diamond' ? diamondsText : yuanText;
  const statementType = typeOfReason(row.reason);
  return {
    id: String(row.id),
    type: statementType?.type ?? 0,
    type_name: statementType ? translate(`wallet.statement_type.${statementType.key}`, lang) : '',
    reason: row.reason,
    reason_name: translate(`wallet.reason.${row.reason}`, lang),
    account: account.kind,
    amount: `${outgoing ? '-' : '+'}${format(row.amount)}`,
    balance_after: format(outgoing ? row.fromBalance : row.toBalance),
    memo: row.memo,
    created_at: row.createdAt.toISOString(),
  };
}
