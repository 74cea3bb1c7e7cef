import { AddressTabbedPage } from '../../components/tabbed-page.tsx';
import type { TabItem } from '../../components/tabs.tsx';
import { DocumentationTab } from './documentation-tab.tsx';
import { FaqTab } from './faq-tab.tsx';
import { NotificationsTab } from './notifications-tab.tsx';
import { SupportTab } from './support-tab.tsx';
import { useHelpTranslation } from './use-help-translation.ts';
import './help.css';

type HelpTab = 'notification' | 'documentation' | 'support' | 'faq';
const HELP_TABS: readonly HelpTab[] = ['notification', 'documentation', 'support', 'faq'];
const isHelpTab = (value: string | null): value is HelpTab => HELP_TABS.includes(value as HelpTab);

/** /help (spec 002): NOTIFICATION, DOCUMENTATION, SUPPORT REQUEST and FAQ; the tab in the address. */
export function HelpPage() {
  const { t } = useHelpTranslation();
  const tabs: TabItem<HelpTab>[] = [
    { value: 'notification', label: 'NOTIFICATION', panel: <NotificationsTab /> },
    { value: 'documentation', label: 'DOCUMENTATION', panel: <DocumentationTab /> },
    { value: 'support', label: 'SUPPORT REQUEST', panel: <SupportTab /> },
    { value: 'faq', label: 'FAQ', panel: <FaqTab /> },
  ];
  return (
    <AddressTabbedPage
      name="help"
      title={t('title')}
      label={t('tabsLabel')}
      tabs={tabs}
      shown={(asked) => (isHelpTab(asked) ? asked : 'notification')}
    />
  );
}
