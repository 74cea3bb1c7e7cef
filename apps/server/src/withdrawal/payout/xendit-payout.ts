import { xenditBankCodeOf } from '@emas/domain';
import {
  type ProviderAnswer,
  basicAuthorization,
  callProvider,
  parseJsonKeepingNumbers,
  textFieldOf,
} from '../../providers/index.ts';
import type { BankPayout, PayoutOutcome, PayoutRequest, PayoutStatus } from './bank-payout.ts';

/**
 * Payouts through Xendit Disbursements (BANK_PAYOUT=xendit), as documented at
 * https://docs.xendit.co/xendisburse/apis/using-disbursement/ (create: POST /disbursements with
 * external_id, amount, bank_code, account_holder_name, account_number, description; answered
 * PENDING, then COMPLETED or FAILED) and https://docs.xendit.co/xendisburse/disbursement-errors/
 * (the error codes, and that a create sent again with the same X-IDEMPOTENCY-KEY is safe).
 * Auth is HTTP Basic with the secret key as user and no password.
 *
 * The withdrawal's id is both the external_id and the idempotency key, so the status inquiry
 * (GET /disbursements?external_id=…, an array; `GetByExternalID` in Xendit's Go client,
 * https://pkg.go.dev/github.com/xendit/xendit-go/disbursement) finds what a send that got no
 * answer did.
 */
export type XenditPayoutOptions = {
  readonly secretKey: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** Where an answer a person must look at goes (our key refused, an unreadable answer). */
  readonly onProblem: (message: string) => void;
};

/** Create refusals after which no disbursement exists: the withdrawal can safely be reversed. */
const REFUSALS = new Set([
  'API_VALIDATION_ERROR',
  'INVALID_JSON_FORMAT',
  'BANK_CODE_NOT_SUPPORTED_ERROR',
  'RECIPIENT_ACCOUNT_NUMBER_ERROR',
  'RECIPIENT_AMOUNT_ERROR',
  'MAXIMUM_TRANSFER_LIMIT_ERROR',
  'INSUFFICIENT_BALANCE',
]);
/** The key was used before: the disbursement exists, and the inquiry says how it went. */
const DUPLICATE = 'DUPLICATE_TRANSACTION_ERROR';
const SEN_PER_RUPIAH = 100n;

/** A disbursement's status (PENDING, COMPLETED, FAILED) as what the bank knows of the key. */
const statusOfDisbursement = (disbursement: unknown): PayoutStatus | null => {
  const status = textFieldOf(disbursement, 'status');
  const id = textFieldOf(disbursement, 'id');
  if (status === 'COMPLETED' && id !== null) return { kind: 'paid', bankReference: id };
  if (status === 'FAILED') {
    const code = textFieldOf(disbursement, 'failure_code') ?? 'unknown';
    return { kind: 'failed', reason: `Xendit could not pay it (${code})` };
  }
  if (status === 'PENDING') return { kind: 'pending' };
  return null;
};

const outcomeOfStatus = (status: PayoutStatus): PayoutOutcome =>
  status.kind === 'not_found' ? { kind: 'timeout' } : status;

/** The body of a create: amounts in whole rupiah (Xendit's IDR has no decimals). */
const createBody = (request: PayoutRequest, bankCode: string): string =>
  JSON.stringify({
    external_id: request.idempotencyKey,
    amount: Number(request.amountSen / SEN_PER_RUPIAH),
    bank_code: bankCode,
    account_holder_name: request.accountName,
    account_number: request.accountNumber,
    description: `Withdrawal ${request.idempotencyKey}`,
  });

/** Why a request cannot be sent at all; null when it can. */
const unsendable = (request: PayoutRequest): string | null => {
  if (request.amountSen % SEN_PER_RUPIAH !== 0n) return 'Xendit pays whole rupiah only';
  if (xenditBankCodeOf(request.bankCode) === null) {
    return `Xendit is not told of bank ${request.bankCode}`;
  }
  return null;
};

export const xenditPayout = (options: XenditPayoutOptions): BankPayout => {
  const headers = {
    authorization: basicAuthorization(options.secretKey, ''),
    accept: 'application/json',
  };
  const call = (path: string, extra: Partial<Parameters<typeof callProvider>[0]>) =>
    callProvider({
      url: `${options.baseUrl}${path}`,
      method: 'GET',
      timeoutMs: options.timeoutMs,
      idempotent: true,
      ...extra,
      headers: { ...headers, ...extra.headers },
    });
  const unreadable = (what: string, answer: ProviderAnswer & { kind: 'answered' }) => {
    const code = textFieldOf(parseJsonKeepingNumbers(answer.body), 'error_code') ?? 'no code';
    options.onProblem(`Xendit ${what} answered HTTP ${answer.status} (${code})`);
  };

  const inquire = async (key: string): Promise<PayoutStatus> => {
    const answer = await call(`/disbursements?external_id=${encodeURIComponent(key)}`, {});
    if (answer.kind === 'no_answer') return { kind: 'pending' };
    if (answer.status === 404) return { kind: 'not_found' };
    const found = parseJsonKeepingNumbers(answer.body);
    if (answer.status === 200 && Array.isArray(found)) {
      if (found.length === 0) return { kind: 'not_found' };
      const statuses = found.map(statusOfDisbursement);
      const paid = statuses.find((status) => status?.kind === 'paid');
      const first = paid ?? statuses[0];
      if (first !== null && first !== undefined) return first;
    }
    unreadable('status inquiry', answer);
    return { kind: 'pending' };
  };

  const send = async (request: PayoutRequest): Promise<PayoutOutcome> => {
    const refused = unsendable(request);
    if (refused !== null) return { kind: 'failed', reason: refused };
    const answer = await call('/disbursements', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-idempotency-key': request.idempotencyKey,
      },
      body: createBody(request, xenditBankCodeOf(request.bankCode) as string),
    });
    if (answer.kind === 'no_answer') return { kind: 'timeout' };
    const body = parseJsonKeepingNumbers(answer.body);
    const status = answer.status === 200 ? statusOfDisbursement(body) : null;
    if (status !== null) return outcomeOfStatus(status);
    const code = textFieldOf(body, 'error_code');
    if (code === DUPLICATE) return outcomeOfStatus(await inquire(request.idempotencyKey));
    // Refusals come as 400 or 404 (an unsupported bank); the code, not the status, says which.
    if (code !== null && REFUSALS.has(code)) {
      const message = textFieldOf(body, 'message') ?? '';
      return { kind: 'failed', reason: `Xendit refused the payout (${code}) ${message}`.trim() };
    }
    // Our key refused (401, 403) or an answer we cannot read: nothing we can call an outcome.
    unreadable('create', answer);
    return { kind: 'timeout' };
  };

  return { send, inquire };
};
