import type { AppName } from '@emas/api';
import type { ReactNode, Ref } from 'react';
import { MailboxLink } from '../dev/index.ts';
import { BrokerLogo } from './broker-logo.tsx';
import { brokerLabelIn, useBrokerBrandings } from '../../lib/broker-brandings.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import './auth.css';
import { useAuthTranslation } from './translation.ts';

const HIGHLIGHTS = ['exchange', 'physical', 'secure'] as const;

type AuthLayoutProps = {
  appName: AppName;
  children: ReactNode;
  cardRef?: Ref<HTMLDivElement>;
};

/** The sign-in screens' frame: the broker's brand panel beside (or above) the form card. */
export function AuthLayout({ appName, children, cardRef }: AuthLayoutProps) {
  const { t } = useAuthTranslation();
  const brokerLabel = brokerLabelIn(useBrokerBrandings(), appName);
  return (
    <div className="auth-page">
      <aside className="auth-brand" aria-label={brokerLabel}>
        <BrokerLogo appName={appName} alt={t('brand.logoAlt', { broker: brokerLabel })} />
        <p className="auth-tagline">{t('brand.tagline')}</p>
        <ul className="auth-highlights">
          {HIGHLIGHTS.map((item) => (
            <li key={item}>{t(`brand.highlights.${item}`)}</li>
          ))}
        </ul>
      </aside>
      <main className="auth-main">
        <div className="auth-topbar">
          <LanguageSwitch className="auth-language" />
        </div>
        <div className="auth-card" ref={cardRef}>
          {children}
        </div>
        <footer className="auth-footer">
          <MailboxLink className="auth-footer-link" />
        </footer>
      </main>
    </div>
  );
}
