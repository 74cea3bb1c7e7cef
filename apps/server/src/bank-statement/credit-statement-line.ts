import { type Result, toDecimalString } from '@emas/domain';
import { type CreditedDeposit, creditDeposit } from '../accounts/index.ts';
import type { Db } from '../db/database.ts';
import type { ExchangePort } from '../trading/index.ts';

/**
 * Credits one statement line to one account through the exchange, as the deposits desk does,
 * keyed by the line's bank reference, so the same line credits once however often it comes.
 * Every credit of an import or an assignment passes here: the place for a gate in front of it
 * (the second approver on large deposits) with one call.
 */
export const creditStatementLine = async (
  deps: { readonly db: Db; readonly exchange: ExchangePort },
  line: { readonly reference: string; readonly amountSen: bigint },
  hin: string,
): Promise<Result<CreditedDeposit>> =>
  creditDeposit(deps.db, deps.exchange, {
    hin,
    amountIdr: toDecimalString(line.amountSen, 2),
    reference: line.reference,
  });
