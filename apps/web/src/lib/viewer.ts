import { DEFAULT_BROKER_ID, isBrokerId, type Environment, type Viewer } from '@emas/domain';
import { useEnvironment } from './app-config.ts';
import type { StoredSession } from './session.ts';

/** Who is looking: level and broker from the session, in the given environment. */
export const viewerOf = (session: StoredSession, environment: Environment): Viewer => ({
  level: session.level,
  brokerId: isBrokerId(session.appName) ? session.appName : DEFAULT_BROKER_ID,
  environment,
});

/**
 * The viewer for the shell's rules, counted as production until the app config is known, so
 * development entries never flash up.
 */
export function useViewer(session: StoredSession): Viewer {
  return viewerOf(session, useEnvironment() ?? 'production');
}
