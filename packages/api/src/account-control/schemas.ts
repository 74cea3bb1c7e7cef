import { z } from 'zod';
import { textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

export const accountHinParamsSchema = z.object({ hin: textSchema(20).min(1) });

/** An account as compliance sees it to lock or unlock it. */
export const controlledAccountSchema = z.object({
  hin: z.string(),
  fullname: z.string(),
  level: z.string(),
  locked: z.boolean(),
  locked_at: z.string().nullable(),
  lock_reason: z.string().nullable(),
  open_orders: z.number().int(),
});
export type ControlledAccount = z.infer<typeof controlledAccountSchema>;

export const controlledAccountResponseSchema = answers.data(controlledAccountSchema);
export const lockAccountRequestSchema = z.object({
  reason: textSchema(200).min(3),
  /** The dialog's explicit choice: kill the account's open orders through the exchange, or keep them. */
  kill_open_orders: z.boolean(),
});
export const unlockAccountRequestSchema = z.object({ reason: textSchema(200).min(3) });
