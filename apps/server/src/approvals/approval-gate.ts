import {
  type ApprovalKind,
  type Result,
  fail,
  mayApprove,
  needsSecondApproval,
  ok,
} from '@emas/domain';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ApprovalTable } from '../db/schema.ts';
import { recordOperatorAction } from '../operator/index.ts';
import {
  type NewApproval,
  approvalById,
  approvalsLeftApproving,
  askApproval,
  moveApproval,
} from './approval-repository.ts';

/**
 * What an approval of a kind runs, from its input alone (JSON), so the second approver, or the
 * mend after a crash, runs it as the first operator asked. It must be idempotent on its own key
 * (a withdrawal's claim, a deposit's bank reference, a credit request's claim): an approval
 * interrupted between its claim and the exchange's commit is run again at start.
 */
export type ApprovalAction<Input, Done> = {
  /** The audit log's name of the action: `withdrawal.settle`, `deposit.credit`, ... */
  readonly action: string;
  readonly run: (input: Input) => Promise<Result<Done>>;
};

/** What the operator asked to move, and the action's key and input. */
export type Ask<Input> = Omit<NewApproval, 'kind' | 'askedBy' | 'input'> & {
  readonly input: Input;
};

/** Done at once (below the threshold), or waiting for a second approver (the approval's id). */
export type AskOutcome<Done> =
  | { readonly waiting: false; readonly value: Done }
  | { readonly waiting: true; readonly id: string };

/** A kind's asker: run below the threshold, wait for a second approver at or above it. */
export type Asker<Input, Done> = (
  operatorId: string,
  ask: Ask<Input>,
) => Promise<Result<AskOutcome<Done>>>;

type AnyAction = ApprovalAction<never, object>;

export type ApprovalGateDeps = {
  readonly config: Pick<Config, 'secondApprovalThresholdSen'>;
  readonly database: Database;
  readonly clock: Clock;
};

export type ApprovalGate = ReturnType<typeof createApprovalGate>;

/**
 * The second approver on money, one gate for every kind: each money desk names what its kind
 * runs (`handle`) and asks through the asker it gets; the Approvals desk approves or rejects.
 * Both steps are audited.
 */
export const createApprovalGate = (deps: ApprovalGateDeps) => {
  const actions = new Map<ApprovalKind, AnyAction>();
  const { db } = deps.database;
  const audit = (operatorId: string, action: string, subject: string, detail: object) =>
    recordOperatorAction(
      db,
      { operatorId, action, subject, detail: { ...detail } },
      deps.clock.now(),
    );
  const actionOf = (kind: string): AnyAction => {
    const action = actions.get(kind as ApprovalKind);
    if (action === undefined) throw new Error(`no action handles approvals of kind ${kind}`);
    return action;
  };

  /** Runs an approval's action once claimed: approved when it moved, waiting again when refused. */
  const complete = async (claimed: ApprovalTable, operatorId: string): Promise<Result<object>> => {
    const action = actionOf(claimed.kind);
    const input = JSON.parse(claimed.input) as never;
    const outcome = await action.run(input);
    if (!outcome.ok) {
      const back = { status: 'waiting' as const, decided_by: null, decided_at_ms: null };
      await moveApproval(db, claimed.id, 'approving', back);
      return outcome;
    }
    await moveApproval(db, claimed.id, 'approving', { status: 'approved', open_key: null });
    await audit(operatorId, 'approval.approve', claimed.subject, {
      approval_id: claimed.id,
      kind: claimed.kind,
      action: action.action,
      asked_by: claimed.asked_by,
      input,
      outcome: outcome.value,
    });
    return ok(outcome.value);
  };

  const askOrRun = async (
    kind: ApprovalKind,
    operatorId: string,
    ask: Ask<unknown>,
  ): Promise<Result<AskOutcome<object>>> => {
    const action = actionOf(kind);
    if (!needsSecondApproval(ask.amountSen, deps.config.secondApprovalThresholdSen)) {
      const done = await action.run(ask.input as never);
      if (!done.ok) return done;
      const detail = { ...(ask.input as object), outcome: done.value };
      await audit(operatorId, action.action, ask.subject, detail);
      return ok({ waiting: false, value: done.value });
    }
    const input = ask.input as Record<string, unknown>;
    const id = await askApproval(
      db,
      { ...ask, kind, input, askedBy: operatorId },
      deps.clock.now(),
    );
    const amount = String(ask.amountSen);
    await audit(operatorId, 'approval.ask', ask.subject, { approval_id: id, kind, amount, input });
    return ok({ waiting: true, id });
  };

  return {
    /** Names what approvals of `kind` run; answers the kind's asker for its desk. */
    handle: <Input, Done extends object>(
      kind: ApprovalKind,
      action: ApprovalAction<Input, Done>,
    ): Asker<Input, Done> => {
      actions.set(kind, action as unknown as AnyAction);
      return (operatorId, ask) =>
        askOrRun(kind, operatorId, ask) as Promise<Result<AskOutcome<Done>>>;
    },
    /**
     * Asks for money of `kind` to move (a kind some desk handles): run at once below the
     * threshold, recorded to wait for a second finance operator at or above it.
     */
    askOrRun,
    /**
     * The second approver: not the operator who asked (SecondApproverRequired); one of two
     * at once claims it, the other finds it gone (ApprovalNotFound); the action runs once.
     */
    approve: async (id: string, operatorId: string): Promise<Result<object>> => {
      const waiting = await approvalById(db, id);
      if (waiting === null || waiting.status !== 'waiting') return fail('ApprovalNotFound');
      if (!mayApprove(waiting.asked_by, operatorId)) return fail('SecondApproverRequired');
      const decided = { decided_by: operatorId, decided_at_ms: BigInt(deps.clock.now()) };
      const claimed = await moveApproval(db, id, 'waiting', { status: 'approving', ...decided });
      if (claimed === null) return fail('ApprovalNotFound');
      return complete(claimed, operatorId);
    },
    /** Ends a waiting approval with a reason; nothing moves. */
    reject: async (id: string, operatorId: string, reason: string): Promise<Result<object>> => {
      const rejected = await moveApproval(db, id, 'waiting', {
        status: 'rejected',
        open_key: null,
        decided_by: operatorId,
        decided_at_ms: BigInt(deps.clock.now()),
        reject_reason: reason.trim(),
      });
      if (rejected === null) return fail('ApprovalNotFound');
      const detail = { approval_id: id, kind: rejected.kind, reason: reason.trim() };
      await audit(operatorId, 'approval.reject', rejected.subject, detail);
      return ok({ kind: rejected.kind, subject: rejected.subject });
    },
    /**
     * After a crash between an approval's claim and its action's end: runs each again as its
     * second approver (the action's own key keeps it to one movement).
     */
    mend: async (): Promise<void> => {
      for (const claimed of await approvalsLeftApproving(db)) {
        await complete(claimed, claimed.decided_by ?? claimed.asked_by);
      }
    },
  };
};
