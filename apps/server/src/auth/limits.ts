/*
 * Limits of sign-in, sessions and password recovery, ours, recorded in docs/decisions.md. The
 * spec's OTP figures (section 9) are the domain's, applied by the otp feature.
 */

/** The validate_token of a verified OTP is single-use and lives this long. */
export const RESET_TOKEN_VALIDITY_MS = 15 * 60_000;

/** A refreshed token's predecessor keeps working this long, so in-flight calls do not fail. */
export const PREVIOUS_TOKEN_GRACE_MS = 30_000;
/** A session's last-seen time is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 5_000;

/*
 * Sign-in throttle (docs/operations.md). Failures within the window lock one address out of one
 * account, or an address out of every account; no count locks an account itself, so a guesser
 * cannot lock the owner out. Failures on an account from anywhere make its sign-ins need the
 * strong captcha instead, for `SIGN_IN_LOCK_MS` after the last failure that reached the count.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP_MAX = 5;
export const SIGN_IN_FAILURES_PER_IP_MAX = 20;
export const SIGN_IN_FAILURES_PER_ACCOUNT_BEFORE_CAPTCHA = 5;

/**
 * check_user tells whether an account exists, so its lookups are counted per client address: a
 * person signs in with one lookup, a script enumerating accounts is slowed to this pace.
 */
export const CHECK_USER_LOOKUPS_PER_IP_MAX = 30;
export const CHECK_USER_WINDOW_MS = 60_000;
/** Addresses the check_user count remembers at once (see address-rate-limit.ts). */
export const CHECK_USER_ADDRESSES_MAX = 10_000;
/**
 * The pace of every call that answers whether an account exists (check_user, forgot_password),
 * each call with a count of its own.
 */
export const ACCOUNT_LOOKUP_RULE = {
  callsMax: CHECK_USER_LOOKUPS_PER_IP_MAX,
  windowMs: CHECK_USER_WINDOW_MS,
  addressesMax: CHECK_USER_ADDRESSES_MAX,
} as const;

/** A captcha challenge must be solved and used within this time. */
export const CAPTCHA_VALIDITY_MS = 10 * 60_000;
