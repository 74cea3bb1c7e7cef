import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { RETRY_HTTP } from './crash-storm.ts';

/**
 * The deposits of a fault storm: an operator credits small deposits to the demo client,
 * each keyed by its bank reference, sent again on Retry (or through the other gateway when one
 * is gone) until answered. Afterwards every acknowledged reference must have been credited
 * exactly once, and no reference more than once.
 */

const DEPOSIT_HIN = 'PC00000001';
const DEPOSIT_IDR = '1000';
const RETRY_PAUSE_MS = 50;
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

export type DepositLog = { readonly sent: string[]; readonly acknowledged: string[] };

/** The demo operator's token, signed in through a gateway. */
export const operatorTokenAt = async (url: string): Promise<string> => {
  const password = createHash('sha256').update('Emas#2026').digest('hex');
  const response = await fetch(`${url}/v2/operator/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@demo.emas.id', password }),
  });
  if (response.status !== 200) throw new Error(`operator sign-in: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
};

/** One deposit until answered: true when credited, false when refused or out of time. */
export const depositUntilAnswered = async (
  urls: readonly string[],
  token: string,
  reference: string,
  over: () => boolean,
): Promise<boolean> => {
  for (let index = 0; ;) {
    const response = await fetch(`${urls[index % urls.length]}/v2/operator/deposits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ hin: DEPOSIT_HIN, amount_idr: DEPOSIT_IDR, reference }),
    }).catch(() => {
      index += 1;
      return null;
    });
    if (response?.status === 200) return true;
    if (response !== null && response.status !== RETRY_HTTP) return false;
    if (over()) return false;
    await sleep(RETRY_PAUSE_MS);
  }
};

/** Deposits one after another until `over`; what was sent and what was acknowledged. */
export const depositStorm = async (
  urls: readonly string[],
  token: string,
  over: () => boolean,
): Promise<DepositLog> => {
  const log: DepositLog = { sent: [], acknowledged: [] };
  while (!over()) {
    const reference = `storm-deposit-${randomBytes(6).toString('hex')}`;
    log.sent.push(reference);
    if (await depositUntilAnswered(urls, token, reference, over)) log.acknowledged.push(reference);
  }
  return log;
};

/** The deposits credited more than once, or acknowledged but not credited, as sentences. */
export const compareDeposits = async (db: Db, log: DepositLog): Promise<string[]> => {
  if (log.sent.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_entries')
    .select('reference')
    .where('kind', '=', 'deposit')
    .where(
      'reference',
      'in',
      log.sent.map((reference) => `deposit:${reference}`),
    )
    .execute();
  const credits = new Map<string, number>();
  for (const { reference } of rows) credits.set(reference, (credits.get(reference) ?? 0) + 1);
  const mismatches: string[] = [];
  for (const reference of log.sent) {
    const count = credits.get(`deposit:${reference}`) ?? 0;
    if (count > 1) mismatches.push(`deposit ${reference} credited ${count} times`);
  }
  for (const reference of log.acknowledged) {
    if (!credits.has(`deposit:${reference}`)) {
      mismatches.push(`deposit ${reference} acknowledged but not credited`);
    }
  }
  return mismatches;
};
