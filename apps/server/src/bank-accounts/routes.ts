import multipart from '@fastify/multipart';
import { bankAccountEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, valueOf } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { openRequest, verifyIdentity } from './add-request.ts';
import type { BankAccountDeps, Holder } from './deps.ts';
import { bankAccountList, bankList, deleteBankAccount } from './list-view.ts';
import { readSelfieUpload } from './multipart-upload.ts';
import { resendCode, submitSelfie, validateEmailCode, validateSmsCode } from './otp-steps.ts';

export type { BankAccountDeps } from './deps.ts';

const ok = 200 as const;

/** The value of a success, or the failure thrown to the error handler. */
/**
 * Bank accounts belong to those who hold money (client and lp); ib, fm and ccp get AccessDenied.
 * A body `user_id` must be the caller's own: nobody adds an account for someone else.
 */
const holderGuard: preHandlerAsyncHookHandler = async (request) => {
  const caller = callerOf(request);
  if (caller.level !== 'client' && caller.level !== 'lp') throw new AppError('AccessDenied');
  const userId = (request.body as { user_id?: unknown } | undefined)?.user_id;
  if (userId !== undefined && userId !== caller.id) throw new AppError('AccessDenied');
};

const holderOf = (request: FastifyRequest): Holder => {
  const caller = callerOf(request);
  return { accountId: caller.id, appName: caller.brokerId };
};

/**
 * Withdrawal bank accounts (spec 000 sections 2-9): the list, the banks, delete, and the add
 * flow (account number and owner name, identity, selfie, e-mail code, SMS code), each step
 * for the caller only.
 */
export const bankAccountRoutes: FastifyPluginAsync<BankAccountDeps> = async (app, deps) => {
  const { db } = deps.database;
  const guards = { guards: [holderGuard] };
  // Multipart only here, for the selfie; the file-size limit is the selfie's.
  await app.register(multipart, {
    limits: { fileSize: deps.config.selfieBytesMax, files: 1, fields: 4, fieldSize: 256, parts: 5 },
  });

  routeOf(
    app,
    calls.list,
    async (request) => ({ status: ok, data: await bankAccountList(db, callerOf(request).id) }),
    guards,
  );
  routeOf(app, calls.banks, async () => ({ status: ok, data: bankList() }), guards);
  routeOf(
    app,
    calls.remove,
    async (request) => {
      const nowMs = deps.clock.now();
      valueOf(await deleteBankAccount(db, callerOf(request).id, request.params.id, nowMs));
      return { status: ok, data: { message: 'Data berhasil dihapus' } };
    },
    guards,
  );
  routeOf(
    app,
    calls.add,
    async (request) => {
      const wanted = { bankCode: request.body.bank_code, accountNo: request.body.account_no };
      const opened = await openRequest(deps, holderOf(request), wanted);
      return { status: ok, data: valueOf(opened) };
    },
    guards,
  );
  routeOf(
    app,
    calls.identity,
    async (request) => {
      const { request_key: key, id_no: idNumber, mother_name: motherName } = request.body;
      const verified = await verifyIdentity(deps, holderOf(request), key, { idNumber, motherName });
      return { status: ok, data: valueOf(verified) };
    },
    guards,
  );
  routeOf(
    app,
    calls.imageVerification,
    async (request) => {
      const upload = valueOf(await readSelfieUpload(request, deps.config.selfieBytesMax));
      if (upload.userId !== callerOf(request).id) throw new AppError('AccessDenied');
      return { status: ok, data: valueOf(await submitSelfie(deps, holderOf(request), upload)) };
    },
    guards,
  );
  routeOf(
    app,
    calls.validateEmail,
    async (request) => {
      const { request_key: key, code } = request.body;
      return {
        status: ok,
        data: valueOf(await validateEmailCode(deps, holderOf(request), key, code)),
      };
    },
    guards,
  );
  routeOf(
    app,
    calls.validateSms,
    async (request) => {
      const { request_key: key, code } = request.body;
      return {
        status: ok,
        data: valueOf(await validateSmsCode(deps, holderOf(request), key, code)),
      };
    },
    guards,
  );
  routeOf(
    app,
    calls.resendOtp,
    async (request) => {
      const { request_key: key, mode } = request.body;
      return { status: ok, data: valueOf(await resendCode(deps, holderOf(request), key, mode)) };
    },
    guards,
  );
};
