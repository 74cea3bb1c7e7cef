import { type Result, ok, toDecimalString } from '@emas/domain';
import type { ApprovalGate } from '../approvals/index.ts';

/** What crediting a line needs: the second-approver gate, which runs the deposits desk's credit. */
export type CreditingDeps = { readonly approvals: ApprovalGate };

/**
 * Credits one statement line to one account as the deposits desk credits a deposit, through
 * the second-approver gate, keyed by the line's bank reference, so the same line credits once
 * however often it comes. A line at or above the threshold waits on the Approvals desk for a
 * second finance operator (`waiting`): one person's file never moves large money alone.
 */
export const creditStatementLine = async (
  deps: CreditingDeps,
  line: { readonly reference: string; readonly amountSen: bigint },
  hin: string,
  operatorId: string,
): Promise<Result<{ readonly waiting: boolean }>> => {
  const reference = line.reference;
  const input = { hin, amount_idr: toDecimalString(line.amountSen, 2), reference };
  const ask = {
    subject: hin.trim().toUpperCase(),
    amountSen: line.amountSen,
    key: reference,
    input,
  };
  const asked = await deps.approvals.askOrRun('deposit', operatorId, ask);
  return asked.ok ? ok({ waiting: asked.value.waiting }) : asked;
};
