import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

type Closable = { close(): Promise<void> };

/**
 * Stands for what `build` makes, built before the describe block's tests (`all`) or before each
 * (`each`) and closed after: the tests read its fields as if it were built already. Read outside
 * a test, it throws.
 */
export const fixture = <T extends Closable>(scope: 'all' | 'each', build: () => Promise<T>): T => {
  let built: T | undefined;
  const [before, after] = scope === 'all' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    built = await build();
  });
  after(async () => {
    await built?.close();
    built = undefined;
  });
  return new Proxy({} as T, {
    get: (_, key) => {
      if (built === undefined) throw new Error('a fixture is built for its tests only');
      return built[key as keyof T];
    },
  });
};
