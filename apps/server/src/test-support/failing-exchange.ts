import type { ExchangeCommand, ExchangePort } from '../trading/index.ts';

/**
 * Test support: the exchange, except that every balance command of the given movements fails as
 * a full disk (or a process killed before sending it) would: the caller's earlier writes stand,
 * the movement never happens.
 */
export const exchangeFailing = <E extends ExchangePort>(
  exchange: E,
  movements: readonly string[],
): E =>
  new Proxy(exchange, {
    get(target, name, receiver) {
      if (name !== 'submit') return Reflect.get(target, name, receiver) as unknown;
      return (command: ExchangeCommand) =>
        command.kind === 'balance' && movements.includes(command.movement)
          ? Promise.reject(new Error('SQLITE_FULL: database or disk is full'))
          : (target.submit as (command: ExchangeCommand) => Promise<unknown>)(command);
    },
  });
