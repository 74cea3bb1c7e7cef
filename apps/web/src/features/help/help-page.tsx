import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type TabItem, Tabs } from '../../components/tabs.tsx';
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
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: HelpTab = isHelpTab(asked) ? asked : 'notification';
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  const tabs: TabItem<HelpTab>[] = [
    { value: 'notification', label: 'NOTIFICATION', panel: <NotificationsTab /> },
    { value: 'documentation', label: 'DOCUMENTATION', panel: <DocumentationTab /> },
    { value: 'support', label: 'SUPPORT REQUEST', panel: <SupportTab /> },
    { value: 'faq', label: 'FAQ', panel: <FaqTab /> },
  ];
  return (
    <section className="help-page" aria-labelledby="help-title">
      <h1 id="help-title">{t('title')}</h1>
      <Tabs
        label={t('tabsLabel')}
        tabs={tabs}
        value={tab}
        onChange={(next) => setParams({ tab: next })}
      />
    </section>
  );
}
