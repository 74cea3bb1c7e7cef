import type { Config } from '../config.ts';
import type { RecordDeps } from '../feature-deps.ts';

/** What the OTP feature needs from the app; the secret keys the codes' hashes. */
export type OtpDeps = Omit<RecordDeps, 'config'> & {
  readonly config: Pick<Config, 'secret'>;
};
