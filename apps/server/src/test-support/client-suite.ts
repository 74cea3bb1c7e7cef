import { afterAll, beforeAll } from 'vitest';
import { type TestApp, type TestDatabaseKind, createTestApp } from './harness.ts';
import { type SignedIn, signInAs } from './sign-in.ts';

/** A test app with the demo client signed in on it. */
export type ClientApp = TestApp & { readonly client: SignedIn };

/**
 * The whole app with the demo client signed in, for one describe block: built before its tests
 * and closed after them. What it answers stands for that app, so the tests read `t.app` or
 * `t.client` as if it were built already; read before the block's tests begin, it throws.
 */
export const clientAppPerSuite = (kind: TestDatabaseKind): ClientApp => {
  let built: ClientApp | undefined;
  beforeAll(async () => {
    const t = await createTestApp(kind);
    built = { ...t, client: await signInAs(t.app, 'client@demo.emas.id') };
  });
  afterAll(async () => {
    await built?.close();
  });
  return new Proxy({} as ClientApp, {
    get: (_, key) => {
      if (built === undefined) throw new Error('the suite app is built before its tests only');
      return built[key as keyof ClientApp];
    },
  });
};
