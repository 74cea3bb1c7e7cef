import { creditEndpoints as calls, withdrawalEndpoints } from '@emas/api';
import { MONEY_DECIMALS, parseDecimalString, toDecimalString } from '@emas/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ApprovalDeps, answerOfAsk } from '../approvals/index.ts';
import { audited, operatorOf } from '../operator/index.ts';
import { AppError, valueOf } from '../plugins/app-error.ts';
import { type AuthenticatedAccount, callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { creditFiguresOf } from './credit-lines.ts';
import { creditRequestView, creditRequestsOf, requestCredit } from './credit-requests.ts';
import type { CreditDeps } from './deps.ts';
import {
  approveCreditRequest,
  creditRequestsForOperator,
  pendingCreditRequest,
  rejectCreditRequest,
  setCreditLine,
} from './operator-credit.ts';

const ok = 200 as const;

/** Credit is for those who trade with their own cash, clients and the lp, each for itself. */
const borrower = (request: FastifyRequest, userId: string): AuthenticatedAccount => {
  const caller = callerOf(request);
  if (caller.level !== 'client' && caller.level !== 'lp') throw new AppError('AccessDenied');
  if (userId !== caller.id) throw new AppError('AccessDenied');
  return caller;
};

/** A rupiah amount of the contract (up to 2 decimals) in sen, or CreditLimitInvalid. */
const limitSenOf = (text: string): bigint => {
  const sen = parseDecimalString(text, MONEY_DECIMALS);
  if (sen === null) throw new AppError('CreditLimitInvalid', { max: '1.000.000.000' });
  return sen;
};

/**
 * The client's calls: the credit card's figures, ask for a credit limit, and see what became
 * of the last requests.
 */
export const creditRoutes: FastifyPluginAsync<CreditDeps> = async (app, deps) => {
  const { db } = deps.database;
  routeOf(app, withdrawalEndpoints.creditInformation, async (request) => {
    const caller = borrower(request, request.body.user_id);
    const credit = await creditFiguresOf(db, caller.id);
    const rupiah = (sen: bigint) => toDecimalString(sen, MONEY_DECIMALS);
    return {
      status: ok,
      body: {
        creditLimit: rupiah(credit.creditLimitSen),
        availableCredit: rupiah(credit.availableCreditSen),
        settlementOwning: rupiah(credit.settlementOwingSen),
      },
    };
  });
  routeOf(app, calls.request, async (request) => {
    const { user_id: userId, credit_limit: limit, reason } = request.body;
    const caller = borrower(request, userId);
    const filed = valueOf(
      await requestCredit(deps, caller.id, { limitSen: limitSenOf(limit), reason }),
    );
    return { status: ok, body: creditRequestView(filed) };
  });
  routeOf(app, calls.requests, async (request) => {
    const caller = borrower(request, request.body.user_id);
    return { status: ok, body: (await creditRequestsOf(db, caller.id)).map(creditRequestView) };
  });
};

/**
 * The credit desk of the operator console: requests to decide, and limits set directly. A limit
 * at or above the threshold waits for a second finance operator (the Approvals desk).
 */
export const creditDesk = (app: FastifyInstance, deps: CreditDeps & ApprovalDeps): void => {
  const { db } = deps.database;
  const grant = deps.approvals.handle('credit_request', {
    action: 'credit.approve',
    run: (input: { request_id: string; hin: string | null; credit_limit: string | null }) =>
      approveCreditRequest(
        deps,
        input.request_id,
        input.credit_limit === null ? null : limitSenOf(input.credit_limit),
      ),
  });
  const setLine = deps.approvals.handle('credit_line', {
    action: 'credit.set',
    run: (input: { hin: string; credit_limit: string; reason: string; reference: string }) =>
      setCreditLine(deps, {
        hin: input.hin,
        limitSen: limitSenOf(input.credit_limit),
        reference: input.reference,
      }),
  });
  routeOf(app, calls.operatorRequests, async (request) => {
    const { count, rows } = await creditRequestsForOperator(db, request.query);
    return { status: ok, data: { count, body: rows } };
  });
  routeOf(app, calls.approve, async (request, reply) => {
    const { id } = request.params;
    const limit = request.body.credit_limit;
    const grantedSen = limit === null ? null : limitSenOf(limit);
    const pending = await pendingCreditRequest(db, id);
    // A request no longer waiting is refused at once, with its own code, by the approval.
    const amountSen = pending === null ? 0n : (grantedSen ?? pending.requestedSen);
    const input = { request_id: id, hin: pending?.hin ?? null, credit_limit: limit };
    const ask = { subject: id, amountSen, key: id, input };
    return answerOfAsk(reply, await grant(operatorOf(request).id, ask));
  });
  routeOf(app, calls.reject, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const entry = { action: 'credit.reject', subject: id, input: { reason } };
    const data = await audited(deps, request, entry, () => rejectCreditRequest(deps, id, reason));
    return { status: ok, data };
  });
  routeOf(app, calls.setLine, async (request, reply) => {
    const { hin, credit_limit: limit, reason } = request.body;
    const operatorId = operatorOf(request).id;
    const limitSen = limitSenOf(limit);
    const reference = `operator:${operatorId}:${reason}`;
    const input = { hin, credit_limit: limit, reason, reference };
    const ask = { subject: hin, amountSen: limitSen, key: `${hin}:${limitSen}:${reason}`, input };
    return answerOfAsk(reply, await setLine(operatorId, ask));
  });
};
