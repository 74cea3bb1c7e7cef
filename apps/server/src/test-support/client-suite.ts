import { fixture } from './fixture.ts';
import { type TestApp, type TestDatabaseKind, createTestApp } from './harness.ts';
import { type SignedIn, signInAs } from './sign-in.ts';

/** A test app with the demo client signed in on it. */
export type ClientApp = TestApp & { readonly client: SignedIn };

/** The whole app with the demo client signed in, built once for a describe block's tests. */
export const clientAppPerSuite = (kind: TestDatabaseKind): ClientApp =>
  fixture('all', async () => {
    const t = await createTestApp(kind);
    return { ...t, client: await signInAs(t.app, 'client@demo.emas.id') };
  });
