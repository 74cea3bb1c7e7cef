import type { PageAccess } from '@emas/domain';
import { lazy, type ReactNode } from 'react';
import type { MenuEntry } from '../features/shell/index.ts';

/**
 * The one table of the signed-in pages (spec 000 section 2): entry, path, sidebar icon, page
 * and who may open it. The router builds its routes from it and the sidebar its menu, in this
 * order; the domain's rules (`mayOpenPage`, `isMenuEntryShown`) read the access column.
 */
const PortfolioPage = lazy(() =>
  import('../features/portfolio/index.ts').then((m) => ({ default: m.PortfolioPage })),
);
const TradePage = lazy(() =>
  import('../features/trading/index.ts').then((m) => ({ default: m.TradePage })),
);
const TradingChartPage = lazy(() =>
  import('../features/market/index.ts').then((m) => ({ default: m.TradingChartPage })),
);
const ReportsPage = lazy(() =>
  import('../features/reports/index.ts').then((m) => ({ default: m.ReportsPage })),
);
const RrsPage = lazy(() =>
  import('../features/rrs/index.ts').then((m) => ({ default: m.RrsPage })),
);
const ManageAccountsPage = lazy(() =>
  import('../features/bank-accounts/index.ts').then((m) => ({ default: m.ManageAccountsPage })),
);
const AddBankAccountPage = lazy(() =>
  import('../features/bank-accounts/index.ts').then((m) => ({ default: m.AddBankAccountPage })),
);
const IdentityVerificationPage = lazy(() =>
  import('../features/bank-accounts/index.ts').then((m) => ({
    default: m.IdentityVerificationPage,
  })),
);
const TakePhotoPage = lazy(() =>
  import('../features/bank-accounts/index.ts').then((m) => ({ default: m.TakePhotoPage })),
);
const TransferPage = lazy(() =>
  import('../features/transfer/index.ts').then((m) => ({ default: m.TransferPage })),
);
const WithdrawalPage = lazy(() =>
  import('../features/withdrawal/index.ts').then((m) => ({ default: m.WithdrawalPage })),
);
const WithdrawalHistoryPage = lazy(() =>
  import('../features/withdrawal/index.ts').then((m) => ({ default: m.WithdrawalHistoryPage })),
);
const DepositHistoryPage = lazy(() =>
  import('../features/withdrawal/index.ts').then((m) => ({ default: m.DepositHistoryPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/index.ts').then((m) => ({ default: m.SettingsPage })),
);
const NewsPage = lazy(() =>
  import('../features/content/index.ts').then((m) => ({ default: m.NewsPage })),
);
const PromoPage = lazy(() =>
  import('../features/content/index.ts').then((m) => ({ default: m.PromoPage })),
);
const EWarrantPage = lazy(() =>
  import('../features/e-warrant/index.ts').then((m) => ({ default: m.EWarrantPage })),
);
const MarketInsightPage = lazy(() =>
  import('../features/market-insight/index.ts').then((m) => ({ default: m.MarketInsightPage })),
);
const UploadVideoPage = lazy(() =>
  import('../features/market-insight/index.ts').then((m) => ({ default: m.UploadVideoPage })),
);

const PriceAlertsPage = lazy(() =>
  import('../features/price-alerts/index.ts').then((m) => ({ default: m.PriceAlertsPage })),
);
const RecurringBuysPage = lazy(() =>
  import('../features/recurring-buys/index.ts').then((m) => ({ default: m.RecurringBuysPage })),
);

const HelpPage = lazy(() =>
  import('../features/help/index.ts').then((m) => ({ default: m.HelpPage })),
);

type NavigationRow = {
  /** The label key: `sidebar.<entry>` in the menu, `pages.<entry>` as a page title. */
  entry: string;
  /** Relative to the signed-in area; '' is the index (/). */
  path: string;
  /** Stroke path in a 24-unit box; rows without one have no sidebar entry. */
  icon?: string;
  /** What the sidebar entry does: open the page (default), show a notice, or ask to log out. */
  opens?: MenuEntry['opens'];
  /** Null where the page lives outside the shell (/logout). */
  page: ReactNode;
  access: PageAccess;
};

export const NAVIGATION: readonly NavigationRow[] = [
  {
    // A client's first page (issue 23): first in their menu, and where their sign-in lands.
    entry: 'portfolio',
    path: 'portfolio',
    icon: 'M12 3a9 9 0 1 0 9 9h-9zM15 3.5A9 9 0 0 1 20.5 9H15z',
    page: <PortfolioPage />,
    access: 'client',
  },
  {
    entry: 'trade',
    path: '',
    icon: 'M4 17l5-5 4 4 7-8M15 8h5v5',
    page: <TradePage />,
    access: 'signed-in',
  },
  {
    entry: 'trading-chart',
    path: 'trading-chart',
    icon: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3M20 16V6',
    page: <TradingChartPage />,
    access: 'signed-in',
  },
  {
    entry: 'price-alerts',
    path: 'price-alerts',
    icon: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0M3 6l2-2M21 6l-2-2',
    page: <PriceAlertsPage />,
    access: 'signed-in',
  },
  {
    entry: 'recurring-buys',
    path: 'recurring-buys',
    icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15.5a3 3 0 1 0 3-3M12 12.5l-1.5-1.5',
    page: <RecurringBuysPage />,
    access: 'orders',
  },
  {
    entry: 'reports',
    path: 'reports',
    icon: 'M6 3h9l4 4v14H6zM9 12h7M9 16h7M9 8h3',
    page: <ReportsPage />,
    access: 'signed-in',
  },
  {
    entry: 'transfer',
    path: 'transfer',
    icon: 'M4 8h14l-4-4M20 16H6l4 4',
    page: <TransferPage />,
    access: 'transfer',
  },
  {
    entry: 'rrs',
    path: 'rrs',
    icon: 'M12 3v18M17 7H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6',
    page: <RrsPage />,
    access: 'signed-in',
  },
  {
    entry: 'withdrawal',
    path: 'withdrawal',
    icon: 'M3 7h18v10H3zM12 10v4M8 12h.01M16 12h.01',
    page: <WithdrawalPage />,
    access: 'withdrawal',
  },
  {
    entry: 'market-insight',
    path: 'marketinsight',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
    page: <MarketInsightPage />,
    access: 'signed-in',
  },
  {
    entry: 'news',
    path: 'news',
    icon: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5',
    page: <NewsPage />,
    access: 'signed-in',
  },
  {
    entry: 'help',
    path: 'help',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
    page: <HelpPage />,
    access: 'signed-in',
  },
  {
    entry: 'settings',
    path: 'settings',
    icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5L17 5l-3-1-1 2h-2L10 4 7 5l.3 2L6 8.5 4 8l-1 3 2 1v0l-2 1 1 3 2-.3L7.5 17 7 19l3 1 1-2h2l1 2 3-1-.3-2 1.5-1.5 2 .5 1-3z',
    page: <SettingsPage />,
    access: 'signed-in',
  },
  {
    entry: 'e-warrant',
    path: 'e-warrant',
    icon: 'M7 3h10v18l-5-3-5 3zM10 8h4M10 12h4',
    opens: 'notice',
    page: <EWarrantPage />,
    access: 'signed-in',
  },
  {
    entry: 'logout',
    path: 'logout',
    icon: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
    opens: 'logout',
    page: null,
    access: 'signed-in',
  },
  // The root and /trade are the same page (spec 000 section 2); the menu links to the root.
  { entry: 'trade', path: 'trade', page: <TradePage />, access: 'signed-in' },
  { entry: 'promo', path: 'promo', page: <PromoPage />, access: 'signed-in' },
  { entry: 'upload-video', path: 'UploadVideo', page: <UploadVideoPage />, access: 'signed-in' },
  {
    entry: 'withdrawal-history',
    path: 'withdrawal/riwayat-withdrawal-tunai',
    page: <WithdrawalHistoryPage />,
    access: 'development',
  },
  {
    entry: 'deposit-history',
    path: 'withdrawal/riwayat-deposit',
    page: <DepositHistoryPage />,
    access: 'development',
  },
  {
    entry: 'add-bank-account',
    path: 'add-bank-account',
    page: <AddBankAccountPage />,
    access: 'development',
  },
  {
    entry: 'identity-verification',
    path: 'add-bank-account/identity-verification',
    page: <IdentityVerificationPage />,
    access: 'development',
  },
  {
    entry: 'take-photo',
    path: 'add-bank-account/take-photo',
    page: <TakePhotoPage />,
    access: 'development',
  },
  {
    entry: 'manage-accounts',
    path: 'settings/rekening-penarikan',
    page: <ManageAccountsPage />,
    access: 'development',
  },
];

/** The sidebar's entries: the rows with an icon, in the table's order. */
export const MENU: readonly MenuEntry[] = NAVIGATION.flatMap((row) =>
  row.icon === undefined
    ? []
    : [
        {
          entry: row.entry,
          to: `/${row.path}`,
          icon: row.icon,
          opens: row.opens ?? 'page',
          access: row.access,
        },
      ],
);
