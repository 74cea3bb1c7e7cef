import { isBrokerId, DEFAULT_BROKER_ID, type Viewer } from '@emas/domain';
import { useEnvironment } from '../../lib/app-config.ts';
import type { StoredSession } from '../../lib/session.ts';

/**
 * Who is looking, for the shell's rules: level and broker from the session, the environment
 * from the app config (production until known, so development entries never flash up).
 */
export function useViewer(session: StoredSession): Viewer {
  const environment = useEnvironment() ?? 'production';
  const brokerId = isBrokerId(session.appName) ? session.appName : DEFAULT_BROKER_ID;
  return { level: session.level, brokerId, environment };
}
