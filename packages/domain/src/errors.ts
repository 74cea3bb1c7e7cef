import { signInErrors } from './sign-in-errors.ts';
import { brokerSettingsErrors } from './broker-settings/broker-settings-errors.ts';
import { chatErrors } from './chat/chat-errors.ts';
import { operatorErrors } from './operator/operator-errors.ts';
import { staffErrors } from './staff/staff-errors.ts';
import { approvalErrors } from './approvals/approval-errors.ts';
import { registrationErrors } from './registration/registration-errors.ts';
import { kycErrors } from './registration/kyc-errors.ts';
import { helpErrors } from './help/help-errors.ts';
import { settingsErrors } from './settings/settings-errors.ts';
import { marketInsightErrors } from './market-insight/market-insight-errors.ts';
import { bankStatementErrors } from './bank-statement/bank-statement-errors.ts';
import { screeningErrors } from './screening/screening-errors.ts';
import { accountStatementErrors } from './reports/account-statement-errors.ts';
import { priceAlertErrors } from './price-alerts/price-alert-errors.ts';
import { apiKeyErrors } from './api-keys/api-key-errors.ts';
import { recurringBuyErrors } from './recurring-buys/recurring-buy-errors.ts';
import { stopOrderErrors } from './trading/stop-order-errors.ts';
import { twoFactorErrors } from './two-factor/two-factor-errors.ts';

/** The sign-in and session entries on their own, for the sign-in screens (no whole catalogue). */
export { signInErrors };

/**
 * The error catalogue of the specification, in one place. `status` is the body status the
 * client reads (a spec code such as 2018, 9004 or 498, or an HTTP-like number), `http` the
 * transport status, `en` and `id` the English and Indonesian texts with `{name}` holes.
 */
export type CatalogueEntry = {
  readonly status: number;
  readonly http: number;
  readonly en: string;
  readonly id: string;
  /** The spec writes the English: screens show it as written in both languages. */
  readonly specWorded?: true;
};

/**
 * Rejections whose English the spec writes (spec 001 sections 5 and 8, spec 002 section 5): the
 * English as written, and its Indonesian for err_message_id.
 */
const spec = (en: string, id: string, http = 400) =>
  ({ status: http, http, en, id, specWorded: true }) as const;

const tradingErrors = {
  MarketClosed: spec('The market is currently closed', 'Pasar sedang tutup', 409),
  MarketHolidayClosed: {
    status: 409,
    http: 409,
    en: 'The market is closed for a special holiday (around 29 November – 2 December).',
    id: 'Pasar ditutup untuk libur khusus (sekitar 29 November – 2 Desember).',
  },
  PreOrderContract: spec(
    'Pre Order Trading Contract. Please contact your Brokerage firm for this transaction',
    'Kontrak Trading Pre Order. Silakan hubungi perusahaan pialang Anda untuk transaksi ini',
  ),
  ContractNotAvailable: spec(
    'This contract is still not available',
    'Kontrak ini belum tersedia',
    403,
  ),
  OrderTotalZero: spec(
    'Order total must be greater than zero.',
    'Total order harus lebih dari nol.',
    422,
  ),
  PriceTooFar: spec(
    'The price of this order is {percent}% away from current market price.',
    'Harga order ini berjarak {percent}% dari harga pasar saat ini.',
    422,
  ),
  InsufficientTradeBalance: spec(
    "You don't have enough available trade balance.",
    'Saldo trading tersedia Anda tidak cukup.',
  ),
  InsufficientGold: spec(
    "You don't have enough {contract} gold.",
    'Anda tidak memiliki cukup {contract}.',
  ),
  QuantityDecimalNotAllowed: {
    status: 422,
    http: 422,
    en: 'This contract trades whole lots only.',
    id: 'Kontrak ini hanya diperdagangkan dalam lot utuh.',
  },
  LimitPriceRequired: {
    status: 422,
    http: 422,
    en: 'A limit order needs a limit price.',
    id: 'Order limit memerlukan harga limit.',
  },
  ExpiryTooSoon: {
    status: 422,
    http: 422,
    en: 'The expiry must be at least one hour from now.',
    id: 'Masa berlaku minimal satu jam dari sekarang.',
  },
  GtdExpiryTooFar: {
    status: 422,
    http: 422,
    en: 'The expiry must be at most one year from now.',
    id: 'Masa berlaku paling lama satu tahun dari sekarang.',
  },
  GtcExpiryTooFar: {
    status: 422,
    http: 422,
    en: 'A GTC order expires at most one month from now.',
    id: 'Order GTC berakhir paling lama satu bulan dari sekarang.',
  },
  OrderNotOpen: {
    status: 409,
    http: 409,
    en: 'Only an open order can be edited or killed.',
    id: 'Hanya order terbuka yang dapat diubah atau dihapus.',
  },
  OrderKindMismatch: {
    status: 422,
    http: 422,
    en: 'Kau contracts are ordered with add_kau_order, the others with add_order.',
    id: 'Kontrak kau dipesan melalui add_kau_order, kontrak lain melalui add_order.',
  },
  NoMarketPrice: {
    status: 409,
    http: 409,
    en: 'There is no price for this contract right now. Please try again later.',
    id: 'Belum ada harga untuk kontrak ini. Silakan coba lagi nanti.',
  },
  EngineBusy: {
    status: 499,
    http: 503,
    en: 'Please try again later',
    id: 'Silakan coba lagi nanti',
  },
} as const;

export const errorCatalogue = {
  ...signInErrors,
  BadRequest: { status: 400, http: 400, en: 'Bad Request', id: 'Permintaan tidak valid' },
  Unauthorized: { status: 401, http: 401, en: 'Unauthorized', id: 'Tidak diizinkan' },
  AccessDenied: { status: 403, http: 403, en: 'Access Denied', id: 'Akses ditolak' },
  NotFound: { status: 404, http: 404, en: 'Not Found', id: 'Tidak ditemukan' },
  InternalError: {
    status: 500,
    http: 500,
    en: 'Server Error',
    id: 'Terdapat kesalahan pada sistem. Silakan coba lagi.',
  },
  RPEDNotFound: {
    status: 404,
    http: 404,
    en: 'Account number not found',
    id: 'Nomor rekening tidak ditemukan',
  },
  BankAccountExists: {
    status: 409,
    http: 409,
    en: 'This bank account is already registered',
    id: 'Rekening sudah terdaftar',
  },
  BankAccountNameUnmatch: {
    status: 400,
    http: 400,
    en: 'The account name does not match the RPED owner name',
    id: 'Nama rekening tidak sesuai dengan nama pemilik RPED',
  },
  BankAccountRequestInvalid: {
    status: 400,
    http: 400,
    en: 'Please start again',
    id: 'Mohon ulangi dari awal',
  },
  BankAccountRequestNotFound: {
    status: 404,
    http: 404,
    en: 'Please start again',
    id: 'Mohon ulangi dari awal',
  },
  BankAccountReachedLimit: {
    status: 400,
    http: 400,
    en: 'Delete one bank account before adding another',
    id: 'Hapus salah satu rekening sebelum menambah rekening baru',
  },
  IdNumberUnmatch: {
    status: 400,
    http: 400,
    en: 'The identity number does not match',
    id: 'Nomor KTP tidak sesuai',
  },
  MotherNameUnmatch: {
    status: 400,
    http: 400,
    en: "The mother's name does not match",
    id: 'Nama ibu kandung tidak sesuai',
  },
  /** The add-bank-account selfie (our own texts: the spec shows none for the photo step). */
  SelfieInvalid: {
    status: 415,
    http: 415,
    en: 'The photo must be a JPEG, PNG or WebP image.',
    id: 'Foto harus berupa gambar JPEG, PNG, atau WebP.',
  },
  SelfieTooLarge: {
    status: 413,
    http: 413,
    en: 'The photo is too large (at most {megabytes} MB).',
    id: 'Ukuran foto terlalu besar (maksimal {megabytes} MB).',
  },
  BankAccountNotPending: {
    status: 409,
    http: 409,
    en: 'This bank account has already been reviewed',
    id: 'Rekening ini sudah ditinjau',
  },
  InsufficientBalance: {
    status: 400,
    http: 400,
    en: 'Insufficient RPED balance',
    id: 'Saldo RPED Tidak Cukup',
  },
  /** Cash withdrawal rules (spec 000 §5); the spec writes the Indonesian texts. */
  WithdrawalBelowMinimum: {
    status: 400,
    http: 400,
    en: 'The minimum withdrawal is Rp 10,000',
    id: 'Minimal penarikan Rp 10.000',
  },
  WithdrawalAboveMaximum: {
    status: 400,
    http: 400,
    en: 'The maximum withdrawal is Rp 250,000,000',
    id: 'Maksimal penarikan Rp 250.000.000',
  },
  WithdrawalDescriptionTooShort: {
    status: 400,
    http: 400,
    en: 'The description needs at least 3 characters',
    id: 'Deskripsi minimal 3 karakter',
  },
  WithdrawalDescriptionTooLong: {
    status: 400,
    http: 400,
    en: 'The description may have at most 40 characters',
    id: 'Deskripsi maksimal 40 karakter',
  },
  WithdrawalDailyLimitExceeded: {
    status: 400,
    http: 400,
    en: "This withdrawal would exceed today's withdrawal limit",
    id: 'Penarikan ini melebihi batas penarikan harian',
  },
  WithdrawalNotFound: {
    status: 404,
    http: 404,
    en: 'Withdrawal not found. Please start again',
    id: 'Penarikan tidak ditemukan. Mohon ulangi dari awal',
  },
  WithdrawalNotProcessing: {
    status: 409,
    http: 409,
    en: 'This withdrawal is not waiting for processing',
    id: 'Penarikan ini tidak sedang diproses',
  },
  WithdrawalRequestKeyReused: {
    status: 409,
    http: 409,
    en: 'This request key was already used for a different withdrawal',
    id: 'Kunci permintaan ini sudah dipakai untuk penarikan lain',
  },
  OrderNotFound: { status: 404, http: 404, en: 'Order not found', id: 'Order tidak ditemukan' },
  OrderNotOwned: {
    status: 403,
    http: 403,
    en: 'This order does not belong to your account',
    id: 'Order ini bukan milik akun Anda',
  },
  InvalidQuantity: {
    status: 422,
    http: 422,
    en: 'The order quantity must be greater than zero',
    id: 'Jumlah order harus lebih dari nol',
  },
  InvalidPrice: {
    status: 422,
    http: 422,
    en: 'The limit price must be greater than zero',
    id: 'Harga limit harus lebih dari nol',
  },
  InvalidExpiry: {
    status: 422,
    http: 422,
    en: 'The order expiry must be later than now',
    id: 'Masa berlaku order harus setelah waktu sekarang',
  },
  HoldNotFound: {
    status: 404,
    http: 404,
    en: 'No open hold for this request',
    id: 'Tidak ada dana tertahan untuk permintaan ini',
  },
  /** A deposit's bank reference already credited a different deposit (another account or sum). */
  DepositReferenceReused: {
    status: 409,
    http: 409,
    en: 'This bank reference was already credited for a different deposit',
    id: 'Referensi bank ini sudah dikreditkan untuk setoran lain',
  },
  HoldExists: {
    status: 409,
    http: 409,
    en: 'This request already holds funds',
    id: 'Permintaan ini sudah menahan dana',
  },
  CreditLimitBelowUsage: {
    status: 409,
    http: 409,
    en: 'The credit limit cannot be lower than the credit in use (Rp {used})',
    id: 'Batas kredit tidak boleh lebih kecil dari kredit yang sedang dipakai (Rp {used})',
  },
  CreditLimitInvalid: {
    status: 422,
    http: 422,
    en: 'The credit limit must be a whole rupiah amount from 0 to Rp {max}',
    id: 'Batas kredit harus jumlah rupiah bulat dari 0 sampai Rp {max}',
  },
  CreditReasonInvalid: {
    status: 422,
    http: 422,
    en: 'Tell us why you need the credit, in 3 to 200 characters',
    id: 'Jelaskan keperluan kredit Anda dalam 3 sampai 200 karakter',
  },
  CreditRequestPending: {
    status: 409,
    http: 409,
    en: 'You already have a credit request waiting for review',
    id: 'Anda sudah memiliki pengajuan kredit yang sedang ditinjau',
  },
  CreditRequestNotFound: {
    status: 404,
    http: 404,
    en: 'No credit request waiting for review with this id',
    id: 'Tidak ada pengajuan kredit yang menunggu peninjauan dengan id ini',
  },
  InvalidAmount: {
    status: 422,
    http: 422,
    en: 'The amount must be greater than zero',
    id: 'Jumlah harus lebih dari nol',
  },
  DuplicateOrderId: {
    status: 409,
    http: 409,
    en: 'This order already exists',
    id: 'Order ini sudah ada',
  },
  // Issue 23, the trading screen: a chart's span of fills must run forwards.
  FillSpanInvalid: {
    status: 422,
    http: 422,
    en: 'The start of the span must not be after its end',
    id: 'Awal rentang tidak boleh setelah akhirnya',
  },
  /** A trade confirmation asked for before its trade is committed (or of no trade at all). */
  FileNotExist: {
    status: 404,
    http: 404,
    en: 'The document is being prepared. Please try again in 1-2 minutes.',
    id: 'Dokumen sedang dipersiapkan. Silakan coba lagi dalam 1-2 menit.',
  },
  ...tradingErrors,
  ...stopOrderErrors,
  ...chatErrors,
  ...bankStatementErrors,
  ...brokerSettingsErrors,
  ...operatorErrors,
  ...staffErrors,
  ...approvalErrors,
  ...registrationErrors,
  ...kycErrors,
  ...helpErrors,
  ...settingsErrors,
  ...marketInsightErrors,
  ...screeningErrors,
  ...accountStatementErrors,
  ...priceAlertErrors,
  ...apiKeyErrors,
  ...recurringBuyErrors,
  /** A client's two-factor sign-in and devices (issue 23 items 6 and 7). */
  ...twoFactorErrors,
  /** Bullion delivery (spec 002 §5 and §8); the spec's English, and its Indonesian. */
  BullionQuantityZero: spec(
    'Quantity and weight must be greater than zero!',
    'Jumlah dan berat harus lebih dari nol!',
    422,
  ),
  BullionLocationRequired: spec(
    'Please select the pick up location!',
    'Silakan pilih lokasi pengambilan!',
    422,
  ),
  BullionServiceUnavailable: spec(
    'Please select another location',
    'Silakan pilih lokasi lain',
    422,
  ),
  BullionChargesChanged: {
    status: 409,
    http: 409,
    en: 'The charges have changed. Please count the total charges again.',
    id: 'Biaya telah berubah. Silakan hitung ulang total biaya.',
  },
  ShipmentNotFound: {
    status: 404,
    http: 404,
    en: 'Shipment not found',
    id: 'Pengiriman tidak ditemukan',
  },
  ShipmentNotAdvanceable: {
    status: 409,
    http: 409,
    en: 'This shipment can no longer change its status',
    id: 'Status pengiriman ini tidak dapat diubah lagi',
  },
  ShipmentNotCancellable: {
    status: 409,
    http: 409,
    en: 'A shipment can only be cancelled before it is handed to the postal service',
    id: 'Pengiriman hanya dapat dibatalkan sebelum diserahkan ke kantor pos',
  },
  ReceiptNumberRequired: {
    status: 422,
    http: 422,
    en: 'A receipt number is required when the shipment is handed to the postal service',
    id: 'Nomor resi wajib diisi saat pengiriman diserahkan ke kantor pos',
  },
  OperatorSignInFailed: {
    status: 401,
    http: 401,
    en: 'Wrong e-mail or password',
    id: 'E-mail atau password salah',
  },
  SystemStatusForbidden: {
    status: 403,
    http: 403,
    en: 'The system status is shown to operators and to this machine only',
    id: 'Status sistem hanya ditampilkan untuk operator dan mesin ini',
  },
  OperatorLocked: {
    status: 429,
    http: 429,
    en: 'Too many failed sign-ins. Try again in {minutes} minutes.',
    id: 'Terlalu banyak percobaan masuk gagal. Coba lagi dalam {minutes} menit.',
  },
  PostalServiceUnavailable: {
    status: 503,
    http: 503,
    en: 'The postal service is not answering. Please try again.',
    id: 'Layanan pos tidak menjawab. Silakan coba lagi.',
  },
  BankInquiryUnavailable: {
    status: 503,
    http: 503,
    en: 'The bank is not answering. Please try again.',
    id: 'Bank tidak menjawab. Silakan coba lagi.',
  },
  PasswordRecoveryLocked: {
    status: 429,
    http: 429,
    en: 'Too many wrong codes. Try password recovery again in {hours} hours.',
    id: 'Terlalu banyak kode salah. Coba pemulihan password lagi dalam {hours} jam.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export const isErrorCode = (value: string): value is ErrorCode =>
  Object.prototype.hasOwnProperty.call(errorCatalogue, value);

/** Values that fill the `{name}` holes of a catalogue message. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** Fills the `{name}` holes of a message; a hole with no value is left as written. */
export const fillMessage = (template: string, params: ErrorParams = {}): string =>
  template.replace(/\{(\w+)\}/g, (hole, name: string) =>
    params[name] === undefined ? hole : String(params[name]),
  );

export type ErrorMessages = { readonly en: string; readonly id: string };

export const errorMessages = (code: ErrorCode, params?: ErrorParams): ErrorMessages => {
  const entry: CatalogueEntry = errorCatalogue[code];
  return { en: fillMessage(entry.en, params), id: fillMessage(entry.id, params) };
};

/**
 * The text a screen shows for a code in a language: the spec's English as written in both
 * languages where the spec words it (the API still answers its Indonesian in err_message_id),
 * the language's own text otherwise.
 */
export const shownMessage = (
  code: ErrorCode,
  params: ErrorParams | undefined,
  language: keyof ErrorMessages,
): string => {
  const entry: CatalogueEntry = errorCatalogue[code];
  return errorMessages(code, params)[entry.specWorded === true ? 'en' : language];
};
