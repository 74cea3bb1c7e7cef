import { z } from 'zod';

/**
 * The platform's processes as one gateway sees them: itself, the exchange's leader (its epoch
 * rises at each failover) and standbys, and whether the bus and the database answer.
 */
export const systemStatusSchema = z.object({
  gateway: z.object({ pid: z.number().int(), port: z.number().int() }),
  engine: z.object({
    leader_pid: z.number().int().nullable(),
    leader_since: z.string().nullable(),
    epoch: z.number().int(),
    standby_pids: z.array(z.number().int()),
  }),
  bus: z.enum(['ok', 'down']),
  database: z.enum(['ok', 'down']),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
