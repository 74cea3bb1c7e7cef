import type { FastifyReply } from 'fastify';
import { valueOf } from '../plugins/app-error.ts';
import type { AskOutcome } from './approval-gate.ts';
import type { Result } from '@emas/domain';

/**
 * A money call's answer: 200 with what moved, or 202 `awaiting_second_approval` with the
 * approval's id (nothing moved); a refusal throws its code.
 */
export const answerOfAsk = <Done>(reply: FastifyReply, asked: Result<AskOutcome<Done>>) => {
  const outcome = valueOf(asked);
  if (!outcome.waiting) return { status: 200 as const, data: outcome.value };
  void reply.code(202);
  return { status: 'awaiting_second_approval' as const, id: outcome.id };
};
