import { randomBytes } from 'node:crypto';
import type { ContractDepth } from '@emas/api';
import { contractById, toDecimalString } from '@emas/domain';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { assertLedgerConsistent, sumByAsset } from '../ledger/index.ts';
import {
  type ServerProcess,
  exited,
  freePort,
  signInOver,
  startServerProcess,
} from './server-process.ts';

/**
 * The crossing storm with `kill -9` in the middle, shared by the crash test and its benchmark.
 * Two clients send crossing buys and sells (limit and market) and kill some of their own open
 * orders, every command with a client order id, while the market maker quotes; the server is
 * killed at a random moment. Then every acknowledged answer is compared with the database, the
 * commands left unanswered are sent again with the same ids (one effect each, whatever the
 * crash kept), the ledger must balance, and the restarted server's books must equal the open
 * orders in the database.
 */

export const DG1 = 5;
export const SERVER_ENV = {
  SEED_DEMO: 'on',
  APP_ENV: 'development',
  CAPTCHA: 'off',
  MARKET_HOURS: 'always',
  SMTP_CATCHER_PORT: '0',
  LOG_LEVEL: 'warn',
};
export const CLIENT_EMAILS = ['client@demo.emas.id', 'client2@demo.emas.id'];
/** One command in this many is a kill of the sender's latest open order. */
const KILL_EVERY = 5;

export type StormOptions = {
  readonly databaseUrl: string;
  readonly rounds: number;
  readonly stormMs: number;
  readonly inFlight: number;
};

export type StormFigures = {
  rounds: number;
  answersChecked: number;
  resent: number;
  mismatches: string[];
};

/** What an order command was answered: the order's id, outcome and state as acknowledged. */
export type Answer = {
  id: string;
  outcome: string;
  status: string;
  filledMg: bigint;
  kind: string;
};
export type Sent = {
  token: string;
  email: string;
  path: string;
  body: object;
  key: string;
  kind: string;
};

/** HTTP status of the Retry answer (body status 499): nothing was done, send it again. */
export const RETRY_HTTP = 503;

/** A command refused with this HTTP status (not Retry). */
export type Refused = { readonly refusedWith: number };

/** Sends a command; its answer, 'retry' when it was answered Retry, or its refusal. */
export const postCommand = async (url: string, sent: Sent): Promise<Answer | 'retry' | Refused> => {
  const response = await fetch(`${url}${sent.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sent.token}` },
    body: JSON.stringify({ ...sent.body, client_order_id: sent.key }),
  });
  if (response.status === RETRY_HTTP) return 'retry';
  if (response.status !== 200) return { refusedWith: response.status };
  const body = (await response.json()) as {
    id: string;
    outcome: string;
    attributes: { status: string; filledMg: string };
  };
  return {
    id: body.id,
    outcome: body.outcome,
    status: body.attributes.status,
    filledMg: BigInt(body.attributes.filledMg),
    kind: sent.kind,
  };
};

const post = async (url: string, sent: Sent): Promise<Answer | null> => {
  const answer = await postCommand(url, sent);
  return answer === 'retry' || 'refusedWith' in answer ? null : answer;
};

/** A command of the storm: mostly crossing orders a few rupiah apart, sometimes a kill. */
export const nextCommand = (n: number, tokens: readonly string[], open: string[][]): Sent => {
  const who = n % 2;
  const token = tokens[who] as string;
  const email = CLIENT_EMAILS[who] as string;
  const key = `storm-${randomBytes(6).toString('hex')}`;
  const mine = open[who] as string[];
  if (n % KILL_EVERY === 0 && mine.length > 0) {
    const orderId = mine.pop() as string;
    return {
      token,
      email,
      path: `/v2/igx/delete_order?order_id=${orderId}`,
      body: {},
      key,
      kind: 'kill',
    };
  }
  const buy = Math.floor(n / 2) % 2 === 0;
  const price = 1_190_000 + (n % 7) * 1_000 + (buy ? 3_000 : 0);
  const body = {
    contract_id: DG1,
    direction: buy ? 'buy' : 'sell',
    quantity: '0.1',
    order_type: n % 11 === 0 ? 'market' : 'limit',
    limit_price: String(price),
  };
  return { token, email, path: '/v2/igx/add_order', body, key, kind: 'add' };
};

export type StormLog = { answered: Answer[]; unanswered: Sent[] };

const storm = async (
  url: string,
  tokens: readonly string[],
  untilMs: number,
  inFlight: number,
): Promise<StormLog> => {
  const log: StormLog = { answered: [], unanswered: [] };
  const open: string[][] = [[], []];
  let n = 0;
  const worker = async () => {
    while (Date.now() < untilMs) {
      n += 1;
      const sent = nextCommand(n, tokens, open);
      try {
        const answer = await post(url, sent);
        if (answer === null) continue;
        log.answered.push(answer);
        if (answer.kind === 'add' && answer.status === 'submit') {
          open[CLIENT_EMAILS.indexOf(sent.email)]?.push(answer.id);
        }
      } catch {
        log.unanswered.push(sent);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return log;
};

const FINAL = new Set(['fill', 'cancel']);
const STATUS_OF_OUTCOME: Record<string, string> = {
  fill: 'fill',
  cancel: 'cancel',
  submit: 'submit',
  partial: 'submit',
};

/** Every acknowledged answer against the database: the mismatches found, as sentences. */
export const compareAnswers = async (db: Db, answers: readonly Answer[]): Promise<string[]> => {
  const mismatches: string[] = [];
  const ids = [...new Set(answers.map((answer) => answer.id))];
  const rows = new Map<string, { status: string; filled_mg: bigint }>();
  for (let from = 0; from < ids.length; from += 500) {
    const chunk = ids.slice(from, from + 500);
    const found = await db
      .selectFrom('orders')
      .select(['id', 'status', 'filled_mg'])
      .where('id', 'in', chunk)
      .execute();
    for (const row of found) rows.set(row.id, row);
  }
  for (const answer of answers) {
    const row = rows.get(answer.id);
    const said = `${answer.kind} ${answer.id} answered ${answer.outcome}/${answer.status}`;
    if (STATUS_OF_OUTCOME[answer.outcome] !== answer.status) {
      mismatches.push(`${said}: outcome and status disagree`);
    } else if (row === undefined) {
      mismatches.push(`${said}: not in the database`);
    } else if (FINAL.has(answer.status) && row.status !== answer.status) {
      mismatches.push(`${said}: the database says ${row.status}`);
    } else if (row.filled_mg < answer.filledMg) {
      mismatches.push(`${said}: filled ${answer.filledMg} mg, the database ${row.filled_mg} mg`);
    } else if (FINAL.has(answer.status) && row.filled_mg !== answer.filledMg) {
      mismatches.push(`${said}: filled ${answer.filledMg} mg, the database ${row.filled_mg} mg`);
    }
  }
  return mismatches;
};

/**
 * One effect per key: the storm's clients placed only keyed orders, so their orders must be
 * exactly the orders first accepted for a place key, one each.
 */
export const compareEffects = async (db: Db): Promise<string[]> => {
  const clients = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', 'in', CLIENT_EMAILS)
    .execute();
  const clientIds = clients.map((client) => client.id);
  const orders = await db
    .selectFrom('orders')
    .select('id')
    .where('account_id', 'in', clientIds)
    .execute();
  const placed = await db
    .selectFrom('order_requests')
    .select('order_id')
    .where('account_id', 'in', clientIds)
    .where('command', '=', 'place')
    .execute();
  const placedIds = new Set(placed.map((row) => row.order_id));
  const mismatches: string[] = [];
  if (placedIds.size !== placed.length) mismatches.push('one order was placed by two keys');
  const unkeyed = orders.filter((order) => !placedIds.has(order.id));
  if (unkeyed.length > 0) mismatches.push(`${unkeyed.length} orders have no place key`);
  if (orders.length !== placed.length) {
    mismatches.push(`${orders.length} orders for ${placed.length} accepted place keys`);
  }
  return mismatches;
};

/** The depth the open orders in the database give: price levels per side, best first. */
export const depthOf = async (db: Db): Promise<ContractDepth> => {
  const rows = await db
    .selectFrom('orders')
    .select(['direction', 'limit_price_sen', 'remaining_mg'])
    .where('status', '=', 'submit')
    .where('contract_id', '=', BigInt(DG1))
    .execute();
  const weightMg = contractById(DG1)?.weightMg ?? 1n;
  const side = (direction: 'buy' | 'sell') => {
    const levels = new Map<bigint, bigint>();
    for (const row of rows.filter((r) => r.direction === direction)) {
      const price = row.limit_price_sen as bigint;
      levels.set(price, (levels.get(price) ?? 0n) + row.remaining_mg);
    }
    return [...levels]
      .sort(([a], [b]) => (direction === 'buy' ? Number(b - a) : Number(a - b)))
      .slice(0, 10)
      .map(([price, mg]) => ({
        price: toDecimalString(price, 2),
        quantity: toDecimalString((mg * 100_000n) / weightMg, 5),
        quantityMg: mg.toString(),
        pricePerGram: toDecimalString(price, 2),
      }));
  };
  return { contractId: DG1, buy: side('buy'), sell: side('sell') };
};

/** The database after a kill: answers, effects and the ledger; the mismatches found. */
export const checkAfterKill = async (databaseUrl: string, log: StormLog): Promise<string[]> => {
  const database = openDatabase(databaseUrl);
  try {
    const mismatches = await compareAnswers(database.db, log.answered);
    await assertLedgerConsistent(database.db);
    for (const [asset, sum] of await sumByAsset(database.db)) {
      if (sum !== 0n) mismatches.push(`asset ${asset} sums to ${sum}`);
    }
    return mismatches;
  } finally {
    await database.db.destroy();
  }
};

/** Sends again what the crash left unanswered, with the same ids; their answers are checked too. */
const resend = async (url: string, tokens: readonly string[], unanswered: readonly Sent[]) => {
  const answers: Answer[] = [];
  for (const sent of unanswered) {
    const token = tokens[CLIENT_EMAILS.indexOf(sent.email)] as string;
    const answer = await post(url, { ...sent, token });
    if (answer !== null) answers.push(answer);
  }
  return answers;
};

const serverOn = (port: number, databaseUrl: string, marketMaker: 'on' | 'off') =>
  startServerProcess(port, { ...SERVER_ENV, DATABASE_URL: databaseUrl, MARKET_MAKER: marketMaker });

const signIn = (server: ServerProcess) =>
  Promise.all(CLIENT_EMAILS.map((email) => signInOver(server.url, email)));

/** Kills the server at a random moment in the middle half of the storm. */
const killDuring = async (server: ServerProcess, stormMs: number): Promise<void> => {
  const atMs = stormMs * (0.25 + Math.random() * 0.5);
  await new Promise((wake) => setTimeout(wake, atMs));
  server.child.kill('SIGKILL');
  await exited(server.child);
};

/** Runs the rounds on one database; the figures say what was checked and what disagreed. */
export const runCrashStorm = async (options: StormOptions): Promise<StormFigures> => {
  const figures: StormFigures = { rounds: 0, answersChecked: 0, resent: 0, mismatches: [] };
  const port = await freePort();
  let pendingResend: Sent[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const server = await serverOn(port, options.databaseUrl, 'on');
    const tokens = await signIn(server);
    const resent = await resend(server.url, tokens, pendingResend);
    figures.resent += resent.length;
    const storming = storm(server.url, tokens, Date.now() + options.stormMs * 2, options.inFlight);
    await killDuring(server, options.stormMs);
    const log = await storming;
    log.answered.push(...resent);
    figures.mismatches.push(...(await checkAfterKill(options.databaseUrl, log)));
    figures.answersChecked += log.answered.length;
    figures.rounds += 1;
    pendingResend = log.unanswered;
  }
  const server = await serverOn(port, options.databaseUrl, 'off');
  try {
    const tokens = await signIn(server);
    const resent = await resend(server.url, tokens, pendingResend);
    figures.resent += resent.length;
    figures.answersChecked += resent.length;
    const database = openDatabase(options.databaseUrl);
    try {
      figures.mismatches.push(...(await compareAnswers(database.db, resent)));
      figures.mismatches.push(...(await compareEffects(database.db)));
      const served = (await (await fetch(`${server.url}/v2.1/igx/depth`)).json()) as {
        data: ContractDepth[];
      };
      const expected = JSON.stringify(await depthOf(database.db));
      const actual = JSON.stringify(served.data.find((depth) => depth.contractId === DG1));
      if (actual !== expected) figures.mismatches.push(`restarted depth ${actual} != ${expected}`);
    } finally {
      await database.db.destroy();
    }
  } finally {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
  return figures;
};
