import type { Result } from '@emas/domain';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import { recordOperatorAction } from './audit-log.ts';
import { operatorOf } from './authenticate-operator.ts';

/* The helpers every feature's decision desk shares: audited actions and the console's pages. */

/** What an audited action needs: the audit log's database and the clock of its entry. */
export type AuditDeps = { readonly database: Database; readonly clock: Clock };

/**
 * Runs an operator's action of another feature and writes it to the audit log once it has
 * committed; a refused action throws its code and leaves no entry.
 */
export const audited = async <T extends object>(
  deps: AuditDeps,
  request: FastifyRequest,
  entry: { action: string; subject: string; input?: Record<string, unknown> },
  run: () => Promise<Result<T>>,
): Promise<T> => {
  const result = await run();
  if (!result.ok) throw AppError.from(result);
  await recordOperatorAction(
    deps.database.db,
    {
      operatorId: operatorOf(request).id,
      action: entry.action,
      subject: entry.subject,
      detail: { ...entry.input, outcome: result.value },
    },
    deps.clock.now(),
  );
  return result.value;
};

/** A desk's page as the console reads it: `count` and the rows as `body`. */
export const pageAnswer = async <T>(page: Promise<{ count: number; rows: T[] }>) => {
  const { count, rows } = await page;
  return { count, body: rows };
};
