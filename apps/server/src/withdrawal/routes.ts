import { withdrawalEndpoints as calls } from '@emas/api';
import { parseDecimalString, MONEY_DECIMALS } from '@emas/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError, valueOf } from '../plugins/app-error.ts';
import { type AuthenticatedAccount, callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { WithdrawalDeps } from './deps.ts';
import {
  depositWithdrawalHistory,
  lastCashMovements,
  rpedAccountOf,
  withdrawalHistory,
} from './histories.ts';
import { type Destination, requestWithdrawal } from './request-withdrawal.ts';
import { bankTransactionOf, transactionOf } from './views.ts';
import { resendWithdrawalCode, validateEmailCode, validateSmsCode } from './withdrawal-otp.ts';

export type { WithdrawalDeps } from './deps.ts';

const ok = 200 as const;

/** Only holders of money withdraw it: clients and the liquidity provider (spec 000 §6). */
const withdrawer = (request: FastifyRequest): AuthenticatedAccount => {
  const caller = callerOf(request);
  if (caller.level !== 'client' && caller.level !== 'lp') throw new AppError('AccessDenied');
  return caller;
};

/** A body's user_id must be the caller's own: money moves only for the one who asks. */
const ownUserId = (caller: AuthenticatedAccount, userId: string): void => {
  if (userId !== caller.id) throw new AppError('AccessDenied');
};

const senOf = (amount: string): bigint => {
  const sen = parseDecimalString(amount, MONEY_DECIMALS);
  if (sen === null) throw new AppError('BadRequest');
  return sen;
};

const mainWithdrawalAccount = async (db: Db, accountId: string): Promise<Destination> => {
  const account = await db
    .selectFrom('account_bank_details')
    .select(['bank_name', 'bank_code', 'account_number', 'account_name'])
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'withdrawal')
    .orderBy('position')
    .executeTakeFirst();
  if (account === undefined) throw new AppError('RPEDNotFound');
  return account;
};

/**
 * The transfer screen's destination: the holder's main withdrawal account, or one of its added
 * withdrawal accounts an operator verified. Money never goes to a number typed into the request.
 */
const rpedDestination = async (
  db: Db,
  accountId: string,
  bankAccountId: string | undefined,
): Promise<Destination> => {
  if (bankAccountId === undefined) return mainWithdrawalAccount(db, accountId);
  const verified = await db
    .selectFrom('bank_accounts')
    .select(['bank_name', 'bank_code', 'account_no as account_number', 'account_name'])
    .where('id', '=', bankAccountId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'ACCEPTED')
    .executeTakeFirst();
  if (verified === undefined) throw new AppError('RPEDNotFound');
  return verified;
};

/** Cash withdrawals: to RPED and by bank transfer, held by the exchange until paid out. */
export const withdrawalRoutes: FastifyPluginAsync<WithdrawalDeps> = async (app, deps) => {
  const { db } = deps.database;
  routeOf(app, calls.requestWithdrawal, async (request) => {
    const caller = withdrawer(request);
    const { body } = request;
    ownUserId(caller, body.user_id);
    const row = valueOf(
      await requestWithdrawal(deps, {
        accountId: caller.id,
        requestKey: body.request_key,
        transferType: 'rped',
        amountSen: senOf(body.amount_idr),
        description: body.description,
        destination: await rpedDestination(db, caller.id, body.bank_account_id),
      }),
    );
    const message = 'Permintaan penarikan dana berhasil dikirim';
    const transaction = transactionOf(row, await rpedAccountOf(db, caller.id));
    return { status: ok, body: { message, transaction } };
  });

  routeOf(app, calls.bankWithdrawal, async (request) => {
    const caller = withdrawer(request);
    const { body } = request;
    const row = valueOf(
      await requestWithdrawal(deps, {
        accountId: caller.id,
        requestKey: body.request_key,
        transferType: body.transfer_type,
        amountSen: senOf(body.amount),
        description: body.description,
        destination: await mainWithdrawalAccount(db, caller.id),
      }),
    );
    return { status: ok, transaction: bankTransactionOf(row) };
  });

  const codeAnswer = async (
    request: FastifyRequest,
    body: { request_key: string; code: string },
    check: typeof validateEmailCode,
  ) => {
    const caller = withdrawer(request);
    const row = valueOf(
      await check(deps, { accountId: caller.id, requestKey: body.request_key, code: body.code }),
    );
    const message =
      row.state === 'processing'
        ? 'Tunggu hingga kami selesai memverifikasi'
        : 'Kode OTP dikirim lewat SMS';
    return { status: ok, message, transaction: bankTransactionOf(row) };
  };
  routeOf(app, calls.validateEmail, (request) =>
    codeAnswer(request, request.body, validateEmailCode),
  );
  routeOf(app, calls.validateSms, (request) => codeAnswer(request, request.body, validateSmsCode));

  routeOf(app, calls.resendOtp, async (request) => {
    const caller = withdrawer(request);
    const sent = valueOf(
      await resendWithdrawalCode(deps, {
        accountId: caller.id,
        requestKey: request.body.request_key,
        mode: request.body.mode,
      }),
    );
    return {
      status: ok,
      message: 'Kode OTP dikirim',
      resend_at: new Date(sent.resendAtMs).toISOString(),
    };
  });

  routeOf(app, calls.withdrawals, async (request) => ({
    status: ok,
    transactions: await withdrawalHistory(db, callerOf(request).id),
  }));

  routeOf(app, calls.lastTransactions, async (request) => {
    const caller = callerOf(request);
    ownUserId(caller, request.body.user_id);
    return { status: ok, body: await lastCashMovements(db, caller.id, request.query) };
  });

  routeOf(app, calls.depositWithdrawalHistory, async (request) => ({
    status: ok,
    data: await depositWithdrawalHistory(db, callerOf(request).id),
  }));
};
