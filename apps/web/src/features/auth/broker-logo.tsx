import type { AppName } from '@emas/api';
import { brokerTheme } from '../../lib/broker-theme.ts';

/** The broker's logo from its white-label theme, on a light chip so it reads on any brand colour. */
export function BrokerLogo({ appName, alt }: { appName: AppName; alt: string }) {
  return (
    <div className="auth-logo">
      <img src={brokerTheme(appName).logoUrl} alt={alt} width="200" height="48" />
    </div>
  );
}
