import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { RETRY_HTTP } from './crash-storm.ts';

/**
 * The keyed money requests of a fault storm, beside its orders: an operator's deposits to the
 * demo client (keyed by bank reference) and the client's withdrawals to its bank (keyed by
 * request key), each sent again on Retry (or through the other gateway when one is gone) until
 * answered. Afterwards every acknowledged key must have had exactly one effect, and no key more
 * than one.
 */

const RETRY_PAUSE_MS = 50;
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** A call whose body carries its key. */
export type KeyedCall = {
  readonly kind: 'deposit' | 'withdrawal';
  readonly path: string;
  readonly token: string;
  body(key: string): object;
};

export type KeyedLog = {
  readonly kind: KeyedCall['kind'];
  readonly sent: string[];
  readonly acknowledged: string[];
};

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

/** Rp 1.000 to the demo client's cash, by the operator. */
export const depositCall = (operatorToken: string): KeyedCall => ({
  kind: 'deposit',
  path: '/v2/operator/deposits',
  token: operatorToken,
  body: (reference) => ({ hin: 'PC00000001', amount_idr: '1000', reference }),
});

/** Rp 10.000 from the client's RPED balance to its main withdrawal account. */
export const withdrawalCall = (clientToken: string, clientId: string): KeyedCall => ({
  kind: 'withdrawal',
  path: '/v2/igx/request_withdrawal',
  token: clientToken,
  body: (requestKey) => ({ user_id: clientId, amount_idr: '10000', request_key: requestKey }),
});

/** One call until answered: true when done, false when refused or out of time. */
const sendUntilAnswered = async (
  urls: readonly string[],
  call: KeyedCall,
  key: string,
  over: () => boolean,
): Promise<boolean> => {
  for (let index = 0; ;) {
    const response = await fetch(`${urls[index % urls.length]}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${call.token}` },
      body: JSON.stringify(call.body(key)),
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

/** Calls one after another until `over`; what was sent and what was acknowledged. */
export const keyedStorm = async (
  urls: readonly string[],
  call: KeyedCall,
  over: () => boolean,
): Promise<KeyedLog> => {
  const log: KeyedLog = { kind: call.kind, sent: [], acknowledged: [] };
  while (!over()) {
    const key = `storm-${call.kind}-${randomBytes(6).toString('hex')}`;
    log.sent.push(key);
    if (await sendUntilAnswered(urls, call, key, over)) log.acknowledged.push(key);
  }
  return log;
};

/** How many effects each key had: ledger credits of a deposit, rows of a withdrawal. */
const effectsOf = async (db: Db, log: KeyedLog): Promise<string[]> => {
  if (log.kind === 'deposit') {
    const rows = await db
      .selectFrom('ledger_entries')
      .select('reference')
      .where('kind', '=', 'deposit')
      .where(
        'reference',
        'in',
        log.sent.map((key) => `deposit:${key}`),
      )
      .execute();
    return rows.map((row) => row.reference.slice('deposit:'.length));
  }
  const rows = await db
    .selectFrom('withdrawals')
    .select('request_key')
    .where('request_key', 'in', log.sent)
    .execute();
  return rows.map((row) => row.request_key);
};

/** The keys with more than one effect, or acknowledged with none, as sentences. */
export const compareKeyed = async (db: Db, log: KeyedLog): Promise<string[]> => {
  if (log.sent.length === 0) return [];
  const effects = new Map<string, number>();
  for (const key of await effectsOf(db, log)) effects.set(key, (effects.get(key) ?? 0) + 1);
  const mismatches: string[] = [];
  for (const key of log.sent) {
    const count = effects.get(key) ?? 0;
    if (count > 1) mismatches.push(`${log.kind} ${key} had ${count} effects`);
  }
  for (const key of log.acknowledged) {
    if (!effects.has(key)) mismatches.push(`${log.kind} ${key} acknowledged, without effect`);
  }
  return mismatches;
};
