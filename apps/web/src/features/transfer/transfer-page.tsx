import { useState } from 'react';
import { TabbedPage } from '../../components/tabbed-page.tsx';
import type { TabItem } from '../../components/tabs.tsx';
import { type StoredSession, useSession } from '../../lib/session.ts';
import { BullionTab, TrackBullionTab } from '../bullion/index.ts';
import { CreditTab } from '../credit/index.ts';
import { DepositView } from './deposit-view.tsx';
import { LastTransactions } from './last-transactions.tsx';
import { useTransferTranslation } from './use-transfer-translation.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import './transfer.css';

type TransferTab = 'cash' | 'credit' | 'bullion' | 'track';

/** /transfer (client and lp; the navigation table gates it): the tab is remembered, Cash first. */
export function TransferPage() {
  const session = useSession();
  return session === null ? null : <SignedInTransfer session={session} />;
}

function SignedInTransfer({ session }: { session: StoredSession }) {
  const { t } = useTransferTranslation();
  // Left to the remembered tab until one is chosen or a bullion request sends the user on.
  const [tab, setTab] = useState<TransferTab | undefined>(undefined);
  const tabs: TabItem<TransferTab>[] = [
    { value: 'cash', label: t('cash'), panel: <CashTab session={session} /> },
    { value: 'credit', label: t('credit'), panel: <CreditTab session={session} /> },
    {
      value: 'bullion',
      label: t('bullion'),
      panel: <BullionTab onSubmitted={() => setTab('track')} />,
    },
    { value: 'track', label: t('trackBullion'), panel: <TrackBullionTab /> },
  ];
  return (
    <TabbedPage
      name="transfer"
      title={t('title')}
      label={t('tabsLabel')}
      tabs={tabs}
      value={tab}
      onChange={setTab}
      defaultValue="cash"
      rememberKey="transfer"
    />
  );
}

/** Cash: the deposit view, the withdraw form and the last 10 movements. */
function CashTab({ session }: { session: StoredSession }) {
  return (
    <div className="transfer-cash">
      <DepositView session={session} />
      <WithdrawForm session={session} />
      <LastTransactions session={session} />
    </div>
  );
}
