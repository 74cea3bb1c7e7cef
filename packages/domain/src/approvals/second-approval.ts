/**
 * The kinds of money an operator moves that a second finance operator must approve at or above
 * the threshold: a payout, a credit limit (a request granted or a line set), a deposit and a
 * manual adjustment.
 */
export const APPROVAL_KINDS = [
  'payout',
  'credit_request',
  'credit_line',
  'deposit',
  'adjustment',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/**
 * Whether moving `amountSen` (sen; for an adjustment its size, either sign) needs a second
 * approver under `thresholdSen` (sen, positive): at or above it, yes.
 */
export const needsSecondApproval = (amountSen: bigint, thresholdSen: bigint): boolean =>
  (amountSen < 0n ? -amountSen : amountSen) >= thresholdSen;

/** The one who asked may not approve: four eyes are two different operators. */
export const mayApprove = (askedBy: string, approver: string): boolean => askedBy !== approver;
