import type { Config } from '../config.ts';
import { postalWithDeadline } from './postal-deadline.ts';
import type { PostalService } from './postal-service.ts';
import { simulatedPostal } from './simulated-postal.ts';

/**
 * The postal service adapter POSTAL names (only the simulated post office so far), behind the
 * server's deadline; built once.
 */
export const createPostalService = (config: Config): PostalService => {
  const { postalDelayMs, postalFailurePercent, postalTimeoutMs, postalTimeoutPercent } = config;
  const simulated = simulatedPostal({
    delayMs: postalDelayMs,
    failurePercent: postalFailurePercent,
    timeoutPercent: postalTimeoutPercent,
    slowMs: 2 * postalTimeoutMs,
  });
  return postalWithDeadline(simulated, postalTimeoutMs);
};
