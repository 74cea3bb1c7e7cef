import { createHash } from 'node:crypto';
import type { FuzzFailure, FuzzOperation, FuzzTarget } from './api-fuzz.ts';
import type { TestApp } from './harness.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from './sign-in.ts';

/**
 * The demo platform as the API fuzzer sees it: every seeded level signed in (the client first,
 * as the default caller; ib, fm and ccp read the client's data), the demo operator for the
 * console's calls (an account's token there only ever meets 498), a few open orders of the
 * client to edit, read and kill, and a valid value for each field the document alone cannot
 * fill (ids, e-mail addresses, password hashes, dates).
 */

const DG1 = 5;
const KAU = 3;
const OPEN_ORDERS = 3;
const HOUR_MS = 3_600_000;
const DEMO_PASSWORD_SHA256 = createHash('sha256').update('Emas#2026').digest('hex');

/** Who signs in, and with which broker. The login calls are fuzzed with pospay's address. */
const CALLERS: readonly (readonly [string, string, string])[] = [
  ['client', 'client@demo.emas.id', 'metalgo'],
  ['client2', 'client2@demo.emas.id', 'metalgo'],
  ['ib', 'ib@demo.emas.id', 'metalgo'],
  ['fm', 'fm@demo.emas.id', 'metalgo'],
  ['ccp', 'ccp@demo.emas.id', 'metalgo'],
  ['lp', 'lp@demo.emas.id', 'metalgo'],
  ['pospay', 'pospay@demo.emas.id', 'pospaygold'],
];
const READERS_OF_THE_CLIENT = new Set(['ib', 'fm', 'ccp']);
const OPERATOR = 'operator';
const ACCOUNT_CALLERS = CALLERS.map(([name]) => name);

const isConsoleCall = (operation: FuzzOperation): boolean =>
  operation.path.startsWith('/v2/operator/');

/** A limit buy far below the market: it rests, holds little cash and never trades. */
const restingBuy = { contract_id: DG1, direction: 'buy', quantity: '1', order_type: 'limit' };

export type DemoFuzzTarget = FuzzTarget & {
  /** Every caller's session, for reads after the fuzzing. */
  readonly sessions: ReadonlyMap<string, SignedIn>;
};

export const createDemoFuzzTarget = async (t: TestApp): Promise<DemoFuzzTarget> => {
  const sessions = new Map<string, SignedIn>();
  const signIn = async (caller: string) => {
    if (caller === OPERATOR) {
      sessions.set(OPERATOR, { userId: '', token: await signInAsOperator(t.app) });
      return;
    }
    const entry = CALLERS.find(([name]) => name === caller);
    if (entry === undefined) throw new Error(`no demo caller ${caller}`);
    sessions.set(caller, await signInAs(t.app, entry[1], entry[2]));
  };
  for (const name of [...ACCOUNT_CALLERS, OPERATOR]) await signIn(name);
  const session = (caller: string): SignedIn => {
    const found = sessions.get(caller);
    if (found === undefined) throw new Error(`${caller} is not signed in`);
    return found;
  };
  const openOrders: string[] = [];
  const placeOrder = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/add_order',
      payload: { ...restingBuy, limit_price: '1000' },
      headers: bearer(session('client')),
    });
    if (response.statusCode === 200) openOrders.push(response.json<{ id: string }>().id);
  };
  for (let n = 0; n < OPEN_ORDERS; n += 1) await placeOrder();

  const example = (field: string, operation: FuzzOperation, caller: string | null): unknown => {
    const kau = operation.path === '/v2/igx/add_kau_order';
    switch (field) {
      case 'user_id': {
        const forTheClient =
          caller === null || caller === OPERATOR || READERS_OF_THE_CLIENT.has(caller);
        const owner = forTheClient ? 'client' : caller;
        return session(owner).userId;
      }
      case 'order_id':
        return openOrders.at(-1) ?? '1';
      case 'contract_id':
      case 'contractId':
        return kau ? KAU : DG1;
      case 'contractId[]':
        return [String(DG1)];
      case 'direction':
        return kau ? 'sell' : 'buy';
      case 'quantity':
        return '1';
      case 'order_type':
        return 'limit';
      case 'limit_price':
        return kau ? '1192800' : '1000';
      case 'validity':
        return 'GTD';
      case 'expired_date':
        return t.clock.now() + 2 * HOUR_MS;
      case 'email':
        return 'pospay@demo.emas.id';
      case 'password':
      case 'new_password':
      case 'confirm_password':
        return DEMO_PASSWORD_SHA256;
      case 'app_name':
        return 'pospaygold';
      case 'clientCaptchaKey':
        return '';
      case 'otp':
        return '123456';
      case 'token':
        return 'not-a-reset-token';
      case 'date':
        return '2026-11-23';
      case 'offset':
        return '0';
      case 'limit':
        return '10';
      default:
        return undefined;
    }
  };

  return {
    app: t.app,
    callersOf: (operation) => (isConsoleCall(operation) ? [OPERATOR] : ACCOUNT_CALLERS),
    sessions,
    token: (caller) => session(caller).token,
    renew: async (caller) => {
      try {
        await signIn(caller);
      } catch {
        // A caller the fuzzed logins locked out keeps its ended session: its calls answer 498.
      }
    },
    example,
    answered: async (operation, caller, statusCode) => {
      if (statusCode !== 200) return;
      const logout =
        operation.path === '/v2/user/logout' || operation.path === '/v2/operator/logout';
      if (logout && caller !== null) await signIn(caller);
      if (operation.path === '/v2/igx/delete_order') {
        openOrders.pop();
        await placeOrder();
      }
    },
    remoteAddress: '198.51.100.23',
  };
};

const PAGE = 100;
const PAGES_MAX = 100;

/**
 * Reads every order of the client: the list page by page as the client and as its ib, fm and
 * ccp, and each order's detail as the client. Whatever the fuzzing stored, each must answer
 * below 500.
 */
export const readEveryOrder = async (
  t: TestApp,
  target: DemoFuzzTarget,
): Promise<{ orders: number; failures: FuzzFailure[] }> => {
  const failures: FuzzFailure[] = [];
  const clientId = target.sessions.get('client')?.userId;
  let orders = 0;
  const call = async (caller: string, url: string) => {
    const signedIn = target.sessions.get(caller);
    if (signedIn === undefined) throw new Error(`${caller} is not signed in`);
    const payload = { user_id: clientId };
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: bearer(signedIn),
    });
    if (response.statusCode >= 500) {
      failures.push({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        statusCode: response.statusCode,
        body: response.body,
      });
    }
    return response;
  };
  for (const caller of ['client', 'ib', 'fm', 'ccp']) {
    for (let pageIndex = 0; pageIndex < PAGES_MAX; pageIndex += 1) {
      const page = await call(caller, `/v2/igx/orders?offset=${pageIndex * PAGE}&limit=${PAGE}`);
      if (page.statusCode !== 200) break;
      const body = page.json<{ data: { body: { id: string }[] } }>().data.body;
      if (caller === 'client') {
        for (const order of body) await call(caller, `/v2/igx/order/detail?order_id=${order.id}`);
        orders += body.length;
      }
      if (body.length < PAGE) break;
    }
  }
  return { orders, failures };
};
