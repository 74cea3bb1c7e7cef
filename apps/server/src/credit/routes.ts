import { creditEndpoints as calls, withdrawalEndpoints } from '@emas/api';
import { MONEY_DECIMALS, parseDecimalString, toDecimalString } from '@emas/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
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

/** The credit desk of the operator console: requests to decide, and limits set directly. */
export const creditDesk = (app: FastifyInstance, deps: CreditDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.operatorRequests, async (request) => {
    const { count, rows } = await creditRequestsForOperator(db, request.query);
    return { status: ok, data: { count, body: rows } };
  });
  routeOf(app, calls.approve, async (request) => {
    const { id } = request.params;
    const limit = request.body.credit_limit;
    const grantedSen = limit === null ? null : limitSenOf(limit);
    const entry = { action: 'credit.approve', subject: id, input: { credit_limit: limit } };
    const data = await audited(deps, request, entry, () =>
      approveCreditRequest(deps, id, grantedSen),
    );
    return { status: ok, data };
  });
  routeOf(app, calls.reject, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const entry = { action: 'credit.reject', subject: id, input: { reason } };
    const data = await audited(deps, request, entry, () => rejectCreditRequest(deps, id, reason));
    return { status: ok, data };
  });
  routeOf(app, calls.setLine, async (request) => {
    const { hin, credit_limit: limit, reason } = request.body;
    const reference = `operator:${operatorOf(request).id}:${reason}`;
    const entry = { action: 'credit.set', subject: hin, input: { credit_limit: limit, reason } };
    const data = await audited(deps, request, entry, () =>
      setCreditLine(deps, { hin, limitSen: limitSenOf(limit), reference }),
    );
    return { status: ok, data };
  });
};
