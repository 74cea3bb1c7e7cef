import type { DisplayCurrency } from './format.ts';
import { rupiah, usd, type Idr, type Usd } from './money.ts';

/**
 * The business constants and limits of spec 000 section 9, units last in each name. Amounts
 * named `_IDR` or `_USD` are whole rupiah or whole dollars as the spec writes them; the `_SEN`
 * and `_CENTS` twins are the same limits in the minor units the ledger uses. The password
 * minimum lives with its rule, as `PASSWORD_LENGTH_MIN` in password-rules.ts.
 */

export const OTP_LENGTH = 6;
/** The resend countdown and the OTP expiry share one 60 s timer. */
export const OTP_RESEND_AFTER_MS = 60_000;
export const OTP_VALID_MS = 60_000;
export const OTP_RESENDS_MAX = 5;
export const OTP_RESEND_LOCK_MS = 3_600_000;
export const OTP_WRONG_LOCK_MS = 86_400_000;
/**
 * Wrong codes that kill a challenge. The spec shows 'Sisa Nx Kesempatan' (max minus used) but
 * not the max; 3 is the usual figure for Indonesian banking OTPs, keeps a guesser's odds at
 * 3 in a million per challenge, and leaves a user who mistypes twice one more try before the
 * 24-hour lock.
 */
export const OTP_ATTEMPTS_MAX = 3;

export const SESSION_IDLE_MS = 900_000;
export const TOKEN_REFRESH_MS = 90_000;
export const DEPOSIT_COOLDOWN_MS = 120_000;
export const ACTIVITY_THROTTLE_MS = 3_000;
export const PRICE_POLL_MS = 3_000;
/** Review Order of a market order: the countdown, and the simulated wait of a sell or BAGI. */
export const REVIEW_COUNTDOWN_MS = 10_000;
export const REVIEW_SIMULATED_WAIT_MS = 2_000;
export const RETRY_AFTER_499_MS = 3_000;
export const DATA_LOAD_RETRY_MS = 5_000;
export const STREAM_RATE_RETRY_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Whole rupiah per US dollar, used when no streaming rate is available. */
export const DEFAULT_STREAM_RATE_IDR_PER_USD = 14_000n;

export const LAST_TRANSACTIONS_SHOWN = 10;
export const PAGE_SIZE = 10;

/** A KTP identity number has exactly this many digits. */
export const ID_NUMBER_DIGITS = 16;
export const BANK_ACCOUNTS_ADDITIONAL_MAX = 3;
export const BANK_REQUEST_KEY_VALID_MS = 86_400_000;
export const BANK_VERIFICATION_WORKING_DAYS = 1;

export const WITHDRAWAL_MIN_IDR = 10_000n;
export const WITHDRAWAL_MAX_IDR = 250_000_000n;
export const WITHDRAWAL_STEP_IDR = 10_000n;
export const WITHDRAWAL_STEP_USD = 1n;
export const WITHDRAWAL_MIN_SEN: Idr = rupiah(WITHDRAWAL_MIN_IDR);
export const WITHDRAWAL_MAX_SEN: Idr = rupiah(WITHDRAWAL_MAX_IDR);
export const WITHDRAWAL_STEP_SEN: Idr = rupiah(WITHDRAWAL_STEP_IDR);
export const WITHDRAWAL_STEP_CENTS: Usd = usd(WITHDRAWAL_STEP_USD * 100n);
export const WITHDRAWAL_DESCRIPTION_LENGTH_MIN = 3;
export const WITHDRAWAL_DESCRIPTION_LENGTH_MAX = 40;

export type HubId =
  'jakarta' | 'singapore' | 'hong-kong' | 'dubai' | 'sidney' | 'london' | 'new-york' | 'zurich';
export type TradingType = 'jgx';

export const DEFAULT_CURRENCY: DisplayCurrency = 'idr';
export const DEFAULT_HUB: HubId = 'jakarta';
export const DEFAULT_TRADING_TYPE: TradingType = 'jgx';

/**
 * The hub switch: only Jakarta is selectable; the others are shown disabled (spec 000 §4).
 * `iata` is the city code the reports show a hub by (spec 002: hub shown as JAK).
 */
export const hubs: readonly { id: HubId; label: string; isSelectable: boolean; iata: string }[] = [
  { id: 'jakarta', label: 'Jakarta', isSelectable: true, iata: 'JAK' },
  { id: 'singapore', label: 'Singapore', isSelectable: false, iata: 'SIN' },
  { id: 'hong-kong', label: 'Hong Kong', isSelectable: false, iata: 'HKG' },
  { id: 'dubai', label: 'Dubai', isSelectable: false, iata: 'DXB' },
  { id: 'sidney', label: 'Sidney', isSelectable: false, iata: 'SYD' },
  { id: 'london', label: 'London', isSelectable: false, iata: 'LON' },
  { id: 'new-york', label: 'New York', isSelectable: false, iata: 'NYC' },
  { id: 'zurich', label: 'Zurich', isSelectable: false, iata: 'ZRH' },
];

/** Every contract trades at the default hub; its code is how the reports name it. */
export const TRADING_HUB_IATA = 'JAK';
