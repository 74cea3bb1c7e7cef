import { normalizedMobileNumber } from '../registration/registration-fields.ts';

/**
 * Codes outside providers know our things by. Xendit names banks by its own channel codes
 * (https://docs.xendit.co/xendisburse/apis/using-disbursement/: `bank_code` "BCA"), not by the
 * national clearing codes our bank accounts carry; SMS gateways want E.164 numbers.
 */

/** Our clearing codes (KNOWN_BANKS) to Xendit's disbursement bank codes. */
const XENDIT_BANK_CODES: Readonly<Record<string, string>> = {
  '002': 'BRI',
  '008': 'MANDIRI',
  '014': 'BCA',
  '022': 'BCA',
  '037': 'ARTHA',
  '451': 'BSI',
};

/** Xendit's bank code for one of our clearing codes; null for a bank it is not told of. */
export function xenditBankCodeOf(clearingCode: string): string | null {
  return XENDIT_BANK_CODES[clearingCode] ?? null;
}

/** An Indonesian mobile number (08…, +62…, 62…) in E.164 (+628…); null when it is not one. */
export function e164MobileNumber(phone: string): string | null {
  const national = normalizedMobileNumber(phone);
  return national === null ? null : `+62${national.slice(1)}`;
}
