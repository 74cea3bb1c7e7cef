import type { AppName } from '@emas/api';
import { brokerById } from '@emas/domain';

/** The active broker's mark: a gold emblem and the broker's name. */
export function BrokerLogo({ appName, alt }: { appName: AppName; alt: string }) {
  return (
    <div className="auth-logo" role="img" aria-label={alt}>
      <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
        <rect x="4" y="4" width="40" height="40" rx="12" fill="currentColor" opacity="0.15" />
        <path d="M12 32l5-14h14l5 14z" fill="#f2c75c" stroke="#fff" strokeWidth="1.5" />
      </svg>
      <span aria-hidden="true">{brokerById(appName)?.label ?? appName}</span>
    </div>
  );
}
