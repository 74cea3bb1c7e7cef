import type { ExchangePort } from './exchange-port.ts';

/**
 * Follows committed trades outside the engine, for work that reads them back (fill notices,
 * price alerts): `readPage` reads and handles the next trades past its own cursor and answers
 * how many it read; it runs at once (to catch up), and again after each batch with trades. A
 * burst of batches while it runs costs one more pass, not one per batch, so the engine's writer
 * never waits on it. A pass reads pages until one comes back short of `pageSize`.
 */
export const followTrades = (
  exchange: Pick<ExchangePort, 'onCommitted'>,
  pageSize: number,
  readPage: () => Promise<number>,
  onError: (error: unknown) => void,
): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = async (): Promise<void> => {
    again = false;
    while ((await readPage()) === pageSize);
  };

  const start = (): void => {
    running = drain()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again && !stopped) start();
      });
  };

  const unsubscribe = exchange.onCommitted((batch) => {
    if (batch.trades.length === 0 || stopped) return;
    if (running === null) start();
    else again = true;
  });
  start();
  return async () => {
    stopped = true;
    unsubscribe();
    await running;
  };
};
