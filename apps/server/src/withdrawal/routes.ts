import { withdrawalEndpoints as calls } from '@emas/api';
import { type Result, destinationOf, parseDecimalString, MONEY_DECIMALS } from '@emas/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
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

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw AppError.from(result);
  return result.value;
};

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

type Holder = { fullname: string; bank_type: 'BAGI' | 'OTHER' };

const holderOf = (db: Db, accountId: string): Promise<Holder> =>
  db
    .selectFrom('accounts')
    .select(['fullname', 'bank_type'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();

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
 * The transfer screen's destination: one the account's bank type offers (spec 000 §6); a BAGI
 * account's goes to Artha Graha with its first withdrawal account's number, whatever was sent.
 */
const rpedDestination = async (
  db: Db,
  accountId: string,
  form: { destination: string; account_number: string },
): Promise<Destination> => {
  const holder = await holderOf(db, accountId);
  const destination = destinationOf(form.destination);
  const bagi = holder.bank_type === 'BAGI';
  if (destination === undefined || bagi !== (destination.value === 'Artha Graha')) {
    throw new AppError('BadRequest');
  }
  const accountNumber = bagi
    ? (await mainWithdrawalAccount(db, accountId)).account_number
    : form.account_number.trim();
  return {
    bank_name: destination.label,
    bank_code: destination.value,
    account_number: accountNumber,
    account_name: holder.fullname,
  };
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
        destination: await rpedDestination(db, caller.id, body),
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
