/*
 * Limits of sign-in, sessions and password recovery. The spec's OTP figures (section 9) come
 * from the domain; the others are ours, recorded in docs/decisions.md.
 */

/*
 * The OTP figures of the spec live in the domain. Spec "OTP resend and expiry timer 60 s": the
 * code is valid for those 60 s, the same span as the resend cooldown. The OTP screen counts 60 s
 * down, shows EXPIRED and offers a new code, and sends the user back to the forgot form when its
 * timer runs out, so the client never submits an older code; a longer server validity would
 * only widen the window for guessing.
 */
export {
  OTP_ATTEMPTS_MAX,
  OTP_LENGTH,
  OTP_RESEND_AFTER_MS,
  OTP_RESEND_LOCK_MS,
  OTP_RESENDS_MAX,
  OTP_VALID_MS,
  OTP_WRONG_LOCK_MS,
} from '@emas/domain';

/** The validate_token of a verified OTP is single-use and lives this long. */
export const RESET_TOKEN_VALIDITY_MS = 15 * 60_000;

/** A refreshed token's predecessor keeps working this long, so in-flight calls do not fail. */
export const PREVIOUS_TOKEN_GRACE_MS = 30_000;
/** A session's last-seen time is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 5_000;

/** Sign-in throttle: failures within the window lock the account or the address. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_PER_ACCOUNT_MAX = 5;
export const SIGN_IN_FAILURES_PER_IP_MAX = 20;

/** A captcha challenge must be solved and used within this time. */
export const CAPTCHA_VALIDITY_MS = 10 * 60_000;
