import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import {
  DevelopmentOnly,
  DevelopmentPathGuard,
  GuestOnly,
  LogoutRoute,
  RequireSession,
  TransferGuard,
} from './guards.tsx';
import { LaterRelease } from './later-release.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The routes of spec 000 section 2. The sign-in pages load on their own; the signed-in area
 * (shell and pages) loads only after sign-in, keeping the login route's code small.
 */
const LoginPage = lazy(() =>
  import('../features/auth/index.ts').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/index.ts').then((m) => ({ default: m.RegisterPage })),
);
const ShellLayout = lazy(() =>
  import('../features/shell/index.ts').then((m) => ({ default: m.ShellLayout })),
);
const TradePage = lazy(() =>
  import('../features/trading/index.ts').then((m) => ({ default: m.TradePage })),
);
const TradingChartPage = lazy(() =>
  import('../features/market/index.ts').then((m) => ({ default: m.TradingChartPage })),
);
const EWarrantPage = lazy(() =>
  import('../features/shell/index.ts').then((m) => ({ default: m.EWarrantPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/shell/index.ts').then((m) => ({ default: m.NotFoundPage })),
);
const MailboxPage = lazy(() =>
  import('../features/dev/index.ts').then((m) => ({ default: m.MailboxPage })),
);

function RootLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** Signed-in pages whose features arrive in later releases, by path and title key. */
const laterPages: [path: string, page: string][] = [
  ['marketinsight', 'market-insight'],
  ['promo', 'promo'],
  ['UploadVideo', 'upload-video'],
  ['reports', 'reports'],
  ['news', 'news'],
  ['help', 'help'],
  ['settings', 'settings'],
  ['rrs', 'rrs'],
  ['withdrawal', 'withdrawal'],
  ['withdrawal/riwayat-withdrawal-tunai', 'withdrawal-history'],
  ['withdrawal/riwayat-deposit', 'deposit-history'],
  ['add-bank-account', 'add-bank-account'],
  ['add-bank-account/identity-verification', 'identity-verification'],
  ['add-bank-account/take-photo', 'take-photo'],
  ['settings/rekening-penarikan', 'manage-accounts'],
];

const signedInPages: RouteObject[] = [
  { index: true, element: <TradePage /> },
  { path: 'trade', element: <TradePage /> },
  { path: 'trading-chart', element: <TradingChartPage /> },
  { path: 'e-warrant', element: <EWarrantPage /> },
  {
    path: 'transfer',
    element: (
      <TransferGuard>
        <LaterRelease page="transfer" />
      </TransferGuard>
    ),
  },
  ...laterPages.map(([path, page]) => ({ path, element: <LaterRelease page={page} /> })),
  { path: '*', element: <NotFoundPage /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: '/register',
        element: (
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        ),
      },
      { path: '/invoice', element: <LaterRelease page="invoice" standalone /> },
      { path: '/logout', element: <LogoutRoute /> },
      {
        path: '/dev/mailbox',
        element: (
          <DevelopmentOnly>
            <MailboxPage />
          </DevelopmentOnly>
        ),
      },
      {
        path: '/',
        element: (
          <RequireSession>
            <ShellLayout />
          </RequireSession>
        ),
        children: [{ element: <DevelopmentPathGuard />, children: signedInPages }],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
