import { operatorEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { audited, pageAnswer } from '../operator/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { BankAccountDeps } from './deps.ts';
import {
  approveBankAccount,
  bankAccountsForOperator,
  rejectBankAccount,
  selfieOf,
} from './operator-review.ts';

const ok = 200 as const;

/**
 * The bank-accounts desk of the operator console: verify a new account against its selfie,
 * approve or reject it.
 */
export const bankAccountDesk = (app: FastifyInstance, deps: BankAccountDeps): void => {
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
