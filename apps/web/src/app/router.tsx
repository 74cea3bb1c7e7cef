import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { DevelopmentOnly, GuestOnly, LogoutRoute, PageGuard, RequireSession } from './guards.tsx';
import { MENU, NAVIGATION } from './navigation.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * The routes of spec 000 section 2. The sign-in pages load on their own; the signed-in area
 * (shell and pages) loads only after sign-in, keeping the login route's code small.
 */
const LoginPage = lazy(() =>
  import('../features/auth/index.ts').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/registration/index.ts').then((m) => ({ default: m.RegistrationPage })),
);
const ShellLayout = lazy(() =>
  import('../features/shell/index.ts').then((m) => ({ default: m.ShellLayout })),
);
const NotFoundPage = lazy(() =>
  import('../features/shell/index.ts').then((m) => ({ default: m.NotFoundPage })),
);
const InvoicePage = lazy(() =>
  import('../features/confirmation/index.ts').then((m) => ({ default: m.InvoicePage })),
);
const OperatorRoute = lazy(() =>
  import('./operator-route.tsx').then((m) => ({ default: m.OperatorRoute })),
);
const MailboxPage = lazy(() =>
  import('../features/dev/index.ts').then((m) => ({ default: m.MailboxPage })),
);

/** Every page: its loading state while its code comes, the error screen when it fails. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary location={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The pages of the navigation table, each behind its access rule, and a catch-all. */
const signedInPages: RouteObject[] = [
  ...NAVIGATION.flatMap((row): RouteObject[] => {
    if (row.page === null) return [];
    const element = <PageGuard access={row.access}>{row.page}</PageGuard>;
    return [row.path === '' ? { index: true, element } : { path: row.path, element }];
  }),
  { path: '*', element: <NotFoundPage /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
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
      {
        // A broker's own register path; one that registers elsewhere goes to /register.
        path: '/register/:broker',
        element: (
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        ),
      },
      { path: '/invoice', element: <InvoicePage /> },
      { path: '/logout', element: <LogoutRoute /> },
      { path: '/operator/*', element: <OperatorRoute /> },
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
            <ShellLayout menu={MENU} />
          </RequireSession>
        ),
        children: signedInPages,
      },
    ],
  },
];

/**
 * The app's routes under the declarative router (main.tsx's BrowserRouter): the app uses no
 * loader, action or other data-router feature, and the data router weighs 15 KB more on the
 * first load (bench/README.md). Tests may still run `appRoutes` in a memory data router.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
