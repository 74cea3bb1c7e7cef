import { operatorEndpoints as calls } from '@emas/api';
import type { Result } from '@emas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  approveBankAccount,
  bankAccountsForOperator,
  rejectBankAccount,
  selfieOf,
} from '../bank-accounts/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { advanceShipment, cancelShipment, shipmentsForOperator } from '../poslog/index.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { rejectWithdrawal, settleWithdrawal, withdrawalsForOperator } from '../withdrawal/index.ts';
import { recordOperatorAction } from './audit-log.ts';
import { operatorOf } from './authenticate-operator.ts';
import type { OperatorDeps } from './routes.ts';

const ok = 200 as const;

/**
 * Runs an operator's action of another feature and writes it to the audit log once it has
 * committed; a refused action throws its code and leaves no entry.
 */
export const audited = async <T extends object>(
  deps: OperatorDeps,
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

/** The withdrawals desk: pay out or reject what is in process. */
export const withdrawalDesk = (app: FastifyInstance, deps: OperatorDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.withdrawals, async (request) => ({
    status: ok,
    data: await pageAnswer(withdrawalsForOperator(db, request.query)),
  }));
  routeOf(app, calls.settleWithdrawal, async (request) => {
    const { id } = request.params;
    const data = await audited(deps, request, { action: 'withdrawal.settle', subject: id }, () =>
      settleWithdrawal(deps, id),
    );
    return { status: ok, data };
  });
  routeOf(app, calls.rejectWithdrawal, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const entry = { action: 'withdrawal.reject', subject: id, input: { reason } };
    const data = await audited(deps, request, entry, () => rejectWithdrawal(deps, id, reason));
    return { status: ok, data };
  });
};

/** The bank-accounts desk: verify a new account against its selfie, approve or reject it. */
export const bankAccountDesk = (app: FastifyInstance, deps: OperatorDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.bankAccounts, async (request) => ({
    status: ok,
    data: await pageAnswer(bankAccountsForOperator(db, request.query)),
  }));
  routeOf(app, calls.bankAccountSelfie, async (request) => {
    const selfie = await selfieOf(deps, request.params.id);
    if (selfie === null) throw new AppError('NotFound');
    return {
      status: ok,
      data: { content_type: selfie.contentType, base64: selfie.bytes.toString('base64') },
    };
  });
  routeOf(app, calls.approveBankAccount, async (request) => {
    const { id } = request.params;
    const data = await audited(deps, request, { action: 'bank_account.approve', subject: id }, () =>
      approveBankAccount(deps, id),
    );
    return { status: ok, data };
  });
  routeOf(app, calls.rejectBankAccount, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const entry = { action: 'bank_account.reject', subject: id, input: { reason } };
    const data = await audited(deps, request, entry, () => rejectBankAccount(deps, id, reason));
    return { status: ok, data };
  });
};

/** The shipments desk: move a shipment through the postal statuses, or cancel it early. */
export const shipmentDesk = (app: FastifyInstance, deps: OperatorDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.shipments, async (request) => ({
    status: ok,
    data: await pageAnswer(shipmentsForOperator(db, request.query)),
  }));
  routeOf(app, calls.advanceShipment, async (request) => {
    const { id } = request.params;
    const { receipt_number: receipt } = request.body;
    const entry = { action: 'shipment.advance', subject: id, input: { receipt_number: receipt } };
    const data = await audited(deps, request, entry, () => advanceShipment(deps, id, receipt));
    return { status: ok, data };
  });
  routeOf(app, calls.cancelShipment, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const entry = { action: 'shipment.cancel', subject: id, input: { reason } };
    const data = await audited(deps, request, entry, () => cancelShipment(deps, id, reason));
    return { status: ok, data };
  });
};

/** A desk's page as the console reads it: `count` and the rows as `body`. */
const pageAnswer = async <T>(page: Promise<{ count: number; rows: T[] }>) => {
  const { count, rows } = await page;
  return { count, body: rows };
};
