import type { AppName } from '@emas/api';
import { useBrokerBrandings } from '../../lib/broker-brandings.ts';
import { brokerTheme } from '../../lib/broker-theme.ts';

/** The broker's logo from its white-label theme, on a light chip so it reads on any brand colour. */
export function BrokerLogo({ appName, alt }: { appName: AppName; alt: string }) {
  // Re-rendered when the white labels arrive, so a logo an admin uploaded replaces the shipped one.
  useBrokerBrandings();
  return (
    <div className="auth-logo">
      <img src={brokerTheme(appName).logoUrl} alt={alt} width="200" height="48" />
    </div>
  );
}
