import { APPROVAL_KINDS } from '@emas/domain';
import { z } from 'zod';
import { decimalStringSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

/**
 * The 202 of a money call at or above the threshold: nothing moved; the approval's `id` waits
 * for a second finance operator on the Approvals desk.
 */
export const awaitingSecondApprovalSchema = z.object({
  status: z.literal('awaiting_second_approval'),
  id: z.string(),
});
export type AwaitingSecondApproval = z.infer<typeof awaitingSecondApprovalSchema>;

/** A waiting approval as the desk shows it: what, on what, how much, who asked and when. */
export const approvalSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  /** The withdrawal's id (payout) or the account's HIN. */
  subject: z.string(),
  /** Rupiah; signed for an adjustment. */
  amount_idr: decimalStringSchema,
  asked_by_name: z.string(),
  asked_by_email: z.string(),
  /** The caller asked for it, so the caller may not approve it. */
  asked_by_you: z.boolean(),
  asked_at: z.string(),
  /** The request as the first operator made it. */
  details: z.record(z.string(), z.unknown()),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(approvalSchema) }),
);
/** An approval completed: the action's own answer, as its desk's call gives it. */
export const approvalDoneResponseSchema = answers.data(
  z.object({ id: z.string(), status: z.enum(['approved', 'rejected']), outcome: z.unknown() }),
);
export const approvalRejectRequestSchema = z.object({ reason: textSchema(200).min(3) });
