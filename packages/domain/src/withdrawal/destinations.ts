/**
 * Where the transfer screen's cash withdrawal may go, by the account's bank_type (spec 000 §6):
 * BAGI accounts only to Artha Graha, with the account number of their first withdrawal
 * account; the others to four banks and seven e-wallets (the postal giro among them).
 */
export type BankType = 'BAGI' | 'OTHER';

export type DestinationKind = 'bank' | 'ewallet';

export type Destination = {
  /** The value the form sends, as the spec lists them. */
  readonly value: string;
  readonly label: string;
  readonly kind: DestinationKind;
};

export const ARTHA_GRAHA: Destination = {
  value: 'Artha Graha',
  label: 'Artha Graha',
  kind: 'bank',
};

export const OTHER_DESTINATIONS: readonly Destination[] = [
  { value: 'cimb', label: 'CIMB Niaga', kind: 'bank' },
  { value: 'bca', label: 'BCA', kind: 'bank' },
  { value: 'mandiri', label: 'Mandiri', kind: 'bank' },
  { value: 'bni', label: 'BNI', kind: 'bank' },
  { value: 'giropos', label: 'Giropos', kind: 'ewallet' },
  { value: 'rekpon', label: 'Rekpon', kind: 'ewallet' },
  { value: 'ovo', label: 'Ovo', kind: 'ewallet' },
  { value: 'gopay', label: 'Gopay', kind: 'ewallet' },
  { value: 'linkaja', label: 'Linkaja', kind: 'ewallet' },
  { value: 'dana', label: 'Dana', kind: 'ewallet' },
  { value: 'isaku', label: 'Isaku', kind: 'ewallet' },
];

export const destinationChoices = (bankType: BankType): readonly Destination[] =>
  bankType === 'BAGI' ? [ARTHA_GRAHA] : OTHER_DESTINATIONS;

export const destinationOf = (value: string): Destination | undefined =>
  [ARTHA_GRAHA, ...OTHER_DESTINATIONS].find((destination) => destination.value === value);

/** The account number field's label: banks take an account number, the rest a phone or id. */
export const accountNumberLabel = (value: string): 'Account Number' | 'Phone Number / ID' =>
  destinationOf(value)?.kind === 'ewallet' ? 'Phone Number / ID' : 'Account Number';

/**
 * The account number the form starts with: BAGI accounts send their first withdrawal account's
 * number (the field is filled and fixed); others type it.
 */
export const presetAccountNumber = (
  bankType: BankType,
  withdrawalAccounts: readonly { account_number: string }[],
): string | null => (bankType === 'BAGI' ? (withdrawalAccounts[0]?.account_number ?? '') : null);
