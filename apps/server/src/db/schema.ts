/*
 * Every whole-number column is a 64-bit integer and reads back as a JS bigint on both SQLite
 * and PostgreSQL, so money and gold never pass through a float. Times are epoch milliseconds
 * in `*_at_ms` columns; flags are 0n/1n.
 */
import type { OtpChannel, OtpPurpose } from '@emas/domain';
import type { NoticeKind, SupportState, SupportTopic } from '@emas/domain';
import type { RegistrationState } from '@emas/domain';
import type { PriceAlertDirection } from '@emas/domain';
import type { RecurringFrequency } from '@emas/domain';

export type BrokerTable = {
  id: string;
  label: string;
  display_name: string;
  primary_color: string;
  is_default: bigint;
  created_at_ms: bigint;
};

export type AccountTable = {
  id: string;
  broker_id: string;
  level: 'client' | 'lp' | 'ib' | 'fm' | 'ccp';
  hin: string | null;
  email: string;
  phone_number: string;
  username: string | null;
  fullname: string;
  first_name: string;
  bank_type: 'BAGI' | 'OTHER';
  parent_account_id: string | null;
  status: 'active' | 'inactive';
  referral_code: string | null;
  created_at_ms: bigint;
  /** Set while compliance (or a screening hit) holds the account locked, with the reason. */
  locked_at_ms: bigint | null;
  lock_reason: string | null;
};

/** The settings' account details of an account (migration 0016); null where it has none. */
export type AccountProfileTable = {
  account_id: string;
  last_name: string | null;
  business_name: string | null;
  street: string | null;
  city: string | null;
  province: string | null;
  postcode: string | null;
  country: string | null;
  updated_at_ms: bigint;
};

/** A wrong old password sent to edit_password (migration 0016). */
export type PasswordChangeFailureTable = {
  id: string;
  account_id: string;
  failed_at_ms: bigint;
};

export type CredentialTable = {
  account_id: string;
  password_hash: string;
  updated_at_ms: bigint;
};

export type SessionTable = {
  id: string;
  token_hash: string;
  account_id: string;
  created_at_ms: bigint;
  last_seen_at_ms: bigint;
  idle_expires_at_ms: bigint;
  absolute_expires_at_ms: bigint;
  revoked_at_ms: bigint | null;
  ip: string;
  user_agent: string;
  /** The token before the last refresh, still accepted until its expiry (migration 0002). */
  previous_token_hash: string | null;
  previous_token_expires_at_ms: bigint | null;
};

/** One flow's one-time code for an account (the otp feature); at most one open per purpose. */
export type OtpChallengeTable = {
  id: string;
  account_id: string;
  purpose: OtpPurpose;
  app_name: string;
  channel: OtpChannel;
  /** The request the code is bound to (a withdrawal's or bank account's key); null if none. */
  reference: string | null;
  code_hash: string;
  created_at_ms: bigint;
  expires_at_ms: bigint;
  attempts: bigint;
  max_attempts: bigint;
  resend_count: bigint;
  last_sent_at_ms: bigint;
  resend_locked_until_ms: bigint | null;
  verified_at_ms: bigint | null;
  closed_at_ms: bigint | null;
  validate_token_hash: string | null;
  validate_token_expires_at_ms: bigint | null;
};

export type LoginAuditTable = {
  id: string;
  account_id: string | null;
  identifier: string;
  app_name: string;
  outcome: string;
  ip: string;
  latitude: string;
  longitude: string;
  city: string;
  region: string;
  country: string;
  user_agent: string;
  created_at_ms: bigint;
  /** The IP-Address header the login form sent; `ip` is the address the server saw. */
  reported_ip: string | null;
  /** Browser and system of the attempt, `deviceKeyOf` (migration 0037; null before it). */
  device_key: string | null;
};

/** A client's TOTP secret (migration 0037), on once a code confirmed it. */
export type TwoFactorSecretTable = {
  account_id: string;
  /** Base32 (RFC 6238). */
  secret: string;
  created_at_ms: bigint;
  enabled_at_ms: bigint | null;
  /** The last time step whose code was used: a code works once, and no older one after it. */
  last_step: bigint | null;
};

/** One of a client's recovery codes (migration 0037): its keyed hash, used once. */
export type TwoFactorRecoveryCodeTable = {
  id: string;
  account_id: string;
  code_hash: string;
  created_at_ms: bigint;
  used_at_ms: bigint | null;
};

/** What a right password earns when two-factor sign-in is on (migration 0037): single-use. */
export type SignInChallengeTable = {
  id: string;
  token_hash: string;
  account_id: string;
  app_name: string;
  identifier: string;
  created_at_ms: bigint;
  expires_at_ms: bigint;
  used_at_ms: bigint | null;
};

/** A solved captcha challenge, remembered until it expires so it cannot be replayed. */
export type CaptchaReplayTable = {
  challenge_id: string;
  expires_at_ms: bigint;
};

export type OutboxMessageTable = {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at_ms: bigint;
};

/** One balance of one asset for one owner (or for the platform when owner is null). */
export type LedgerAccountTable = {
  id: string;
  owner_account_id: string | null;
  asset: string;
  kind: string;
  balance: bigint;
  created_at_ms: bigint;
};

export type LedgerEntryTable = {
  id: string;
  kind: string;
  reference: string;
  created_at_ms: bigint;
};

export type PostingTable = {
  id: string;
  entry_id: string;
  ledger_account_id: string;
  asset: string;
  amount: bigint;
};

/** A bank account of an account holder: its RPED commodity account or a withdrawal account. */
export type AccountBankDetailsTable = {
  id: string;
  account_id: string;
  purpose: 'rped' | 'withdrawal';
  position: bigint;
  bank_name: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  bank_address: string;
  currency: string;
  swift_code: string;
  created_at_ms: bigint;
};

export type OrderTable = {
  id: string;
  sequence: bigint;
  account_id: string;
  contract_id: bigint;
  direction: 'buy' | 'sell';
  order_type: 'market' | 'limit';
  validity: 'GTC' | 'GTD';
  expires_at_ms: bigint | null;
  /** Sen per lot; null for a market order. */
  limit_price_sen: bigint | null;
  /** Filled plus still open. */
  quantity_mg: bigint;
  remaining_mg: bigint;
  filled_mg: bigint;
  filled_value_sen: bigint;
  /** Fee, tax and cashback charged or paid so far. */
  fee_sen: bigint;
  tax_sen: bigint;
  cashback_sen: bigint;
  /** What the order holds now: cash for a buy, gold for a sell. */
  held_sen: bigint;
  held_mg: bigint;
  /** The estimate at placement: FX buffer, and the total (buy holds it, sell brings it in). */
  fx_buffer_sen: bigint;
  payment_sen: bigint;
  rate_idr_per_usd: bigint;
  status: 'submit' | 'fill' | 'cancel';
  cancel_reason: 'killed' | 'expired' | 'self-trade' | 'unmatched' | 'unfunded' | null;
  /** Place in the price level's queue; a requeued order gets a new one. */
  queue_seq: bigint;
  queued_at_ms: bigint;
  created_at_ms: bigint;
  updated_at_ms: bigint;
  /** The broker's fee schedule the order was placed under; null: the spec's rates. */
  fee_schedule_id: string | null;
  /** A stop order's stop price, sen per lot; null for a market or limit order. */
  stop_price_sen: bigint | null;
  /** When a stop order's trigger fired; null while it waits (and for other orders). */
  triggered_at_ms: bigint | null;
};

export type TradeTable = {
  id: string;
  sequence: bigint;
  contract_id: bigint;
  /** Sen per lot, the maker's price. */
  price_sen: bigint;
  quantity_mg: bigint;
  value_sen: bigint;
  buy_order_id: string;
  sell_order_id: string;
  buyer_account_id: string;
  seller_account_id: string;
  taker_side: 'buy' | 'sell';
  buyer_fee_sen: bigint;
  buyer_tax_sen: bigint;
  seller_fee_sen: bigint;
  seller_tax_sen: bigint;
  /** The storage fee the seller paid on the gold sold, by its days held. */
  seller_storage_fee_sen: bigint;
  cashback_sen: bigint;
  /** LIFO cost of the gold the seller sold (realised profit = proceeds − cost). */
  seller_cost_sen: bigint;
  rate_idr_per_usd: bigint;
  created_at_ms: bigint;
};

/** A lot of gold bought (or opened at seed), costed per gram with fee and tax, used LIFO. */
export type GoldInventoryTable = {
  id: string;
  account_id: string;
  contract_id: bigint;
  type: 'TRADE';
  quantity_mg: bigint;
  remaining_mg: bigint;
  cost_per_gram_sen: bigint;
  rate_idr_per_usd: bigint;
  trade_id: string | null;
  created_at_ms: bigint;
  updated_at_ms: bigint;
};

/** A market day's closing prices of a contract: book prices per lot, OHLC per gram. */
export type EndDayPriceTable = {
  date: string;
  contract_id: bigint;
  buy_sen: bigint | null;
  sell_sen: bigint | null;
  open_sen: bigint | null;
  high_sen: bigint | null;
  low_sen: bigint | null;
  close_sen: bigint | null;
  created_at_ms: bigint;
};

/**
 * One candle of the reference gold price (migration 0005), keyed by symbol, interval and start.
 * Prices are in the symbol's minor unit: XAUIDRG in rupiah sen per gram, XAUUSDG in US dollar
 * micros (millionths) per gram. Only '1m' candles are stored; coarser ones are rolled up.
 */
export type ReferenceCandleTable = {
  symbol: string;
  interval: string;
  start_ms: bigint;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
};

/** An accepted order command that carried the client's order id, and the answer it got. */
export type OrderRequestTable = {
  account_id: string;
  request_key: string;
  /** The command the key was first accepted for. */
  command: 'place' | 'edit' | 'kill';
  order_id: string;
  outcome: 'fill' | 'partial' | 'submit' | 'cancel';
  /** The order's row as the first answer showed it (bigints as decimal strings). */
  order_json: string;
  created_at_ms: bigint;
};

/** Cash or gold held for a withdrawal or delivery, until released or settled (exactly once). */
export type BalanceHoldTable = {
  /** The withdrawal's or delivery's id. */
  reference: string;
  account_id: string;
  asset: string;
  amount: bigint;
  state: 'open' | 'released' | 'settled';
  created_at_ms: bigint;
  updated_at_ms: bigint;
};

/** A broker's fees and taxes from `effective_from_ms` on: a new row per change, never updated. */
export type BrokerFeeScheduleTable = {
  id: string;
  broker_id: string;
  effective_from_ms: bigint;
  created_at_ms: bigint;
  /** The operator who added it; null for the seeded first schedule. */
  created_by: string | null;
  fee_basis_points: bigint;
  fee_minimum_sen: bigint;
  tax_basis_points: bigint;
  storage_basis_points_per_year: bigint;
  delivery_fee_sen_per_kg: bigint;
  delivery_tax_basis_points: bigint;
  insurance_basis_points: bigint;
  insurance_tax_basis_points: bigint;
};

/** A broker's white label as its admin set it; `version` grows with every change. */
export type BrokerBrandingTable = {
  broker_id: string;
  label: string;
  brand_colour: string;
  brand_strong_colour: string;
  register_path: string | null;
  logo_type: string | null;
  logo_base64: string | null;
  version: bigint;
  updated_at_ms: bigint;
  updated_by: string | null;
};

/** An account's credit line: its buy orders may draw cash down to minus the limit. */
export type CreditLineTable = {
  account_id: string;
  limit_sen: bigint;
  /** Why it was set: the credit request's id or the operator's action. */
  reference: string;
  updated_at_ms: bigint;
};

/** A client's request for a higher credit limit, until an operator approves or rejects it. */
export type CreditRequestTable = {
  id: string;
  account_id: string;
  requested_limit_sen: bigint;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  granted_limit_sen: bigint | null;
  reject_reason: string | null;
  created_at_ms: bigint;
  reviewed_at_ms: bigint | null;
};

/** A member of the back office's staff (never an account; its own sign-in). */
export type OperatorTable = {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  failed_sign_ins: bigint;
  locked_until_ms: bigint | null;
  created_at_ms: bigint;
  /** The operator's roles, joined by commas (packages/domain's OPERATOR_ROLES). */
  roles: string;
  disabled_at_ms: bigint | null;
  /** Base32 TOTP secret (RFC 6238), on once `totp_enabled_at_ms` is set. */
  totp_secret: string | null;
  totp_enabled_at_ms: bigint | null;
  /** The last 30-second step whose code signed in: a code is used once. */
  totp_last_step: bigint | null;
};

/** A one-time link to set an operator's password (the token's SHA-256 only). */
export type OperatorPasswordLinkTable = {
  id: string;
  operator_id: string;
  token_hash: string;
  created_at_ms: bigint;
  expires_at_ms: bigint;
  used_at_ms: bigint | null;
};

export type OperatorSessionTable = {
  id: string;
  token_hash: string;
  operator_id: string;
  created_at_ms: bigint;
  idle_expires_at_ms: bigint;
  absolute_expires_at_ms: bigint;
  revoked_at_ms: bigint | null;
};

/** One operator action, as the audit log keeps it: who, what, on which record, when. */
export type OperatorActionTable = {
  id: string;
  operator_id: string;
  action: string;
  subject: string;
  /** The action's input and outcome, as JSON. */
  detail: string;
  created_at_ms: bigint;
};

/** Money an operator asked to move, waiting for a second finance operator (migration 0030). */
export type ApprovalTable = {
  id: string;
  /** An ApprovalKind of the domain: payout, credit_request, credit_line, deposit, adjustment. */
  kind: string;
  /** What the money moves on: the withdrawal's id, or the account's HIN. */
  subject: string;
  amount_sen: bigint;
  /** What the action runs with, as JSON. */
  input: string;
  /** The action's own key while the approval is open; null once it ended. */
  open_key: string | null;
  status: 'waiting' | 'approving' | 'approved' | 'rejected';
  asked_by: string;
  asked_at_ms: bigint;
  decided_by: string | null;
  decided_at_ms: bigint | null;
  reject_reason: string | null;
};

/** The list kinds compliance imports (migration 0033): UN consolidated, DTTOT, PEP. */
export type ScreeningListKind = 'un' | 'dttot' | 'pep';

/** The last import of a screening list, which replaced its entries whole. */
export type ScreeningListTable = {
  kind: ScreeningListKind;
  file_name: string;
  entry_count: bigint;
  imported_by: string;
  imported_at_ms: bigint;
};

/** One person or entity on a screening list. */
export type ScreeningEntryTable = {
  id: string;
  list_kind: ScreeningListKind;
  /** The list's own reference (UN reference number, DTTOT code, PEP row). */
  reference: string;
  /** The main name, as the list writes it. */
  name: string;
  /** JSON: every name and alias, as written. */
  names: string;
  /** JSON: the dates of birth, `{ year, month?, day? }` each. */
  birth_dates: string;
  /** JSON: what else the list says (nationality, address, position, listed on). */
  details: string;
};

/** A person matched to a list entry, waiting for or decided by compliance. */
export type ScreeningHitTable = {
  id: string;
  subject_kind: 'applicant' | 'account';
  /** The registration application's id, or the account's. */
  subject_id: string;
  subject_name: string;
  subject_birth_date: string | null;
  list_kind: ScreeningListKind;
  entry_reference: string;
  /** JSON: the entry as it was when it matched (name, names, birth dates, details). */
  entry: string;
  /** The match's score in basis points (8800 = 0.88). */
  score_basis_points: bigint;
  status: 'pending' | 'cleared' | 'confirmed';
  /** 1 when this hit locked the account (a false positive then unlocks it). */
  locked_account: bigint;
  created_at_ms: bigint;
  decided_by: string | null;
  decision_note: string | null;
  decided_at_ms: bigint | null;
};

/** The daily screening of every applicant and client, one per Jakarta day. */
export type ScreeningRunTable = {
  day: string;
  people: bigint;
  new_hits: bigint;
  started_at_ms: bigint;
  finished_at_ms: bigint | null;
};

/** One Jakarta day's large and unusual transaction report, built once. */
export type TransactionReportTable = {
  day: string;
  item_count: bigint;
  built_at_ms: bigint;
};

/**
 * One finding of a day's report: `large_cash` (in and out of the day), `structuring` (the
 * just-under withdrawals' total as out), `pass_through` (the deposit as in, withdrawn as out).
 */
export type TransactionReportItemTable = {
  id: string;
  day: string;
  account_id: string;
  kind: 'large_cash' | 'structuring' | 'pass_through';
  in_sen: bigint;
  out_sen: bigint;
  movement_count: bigint;
  from_at_ms: bigint | null;
  to_at_ms: bigint | null;
  status: 'open' | 'reviewed' | 'reported';
  note: string | null;
  reviewed_by: string | null;
  reviewed_at_ms: bigint | null;
};

/** One account's conversation with customer service (migration 0019). */
export type ChatConversationTable = {
  id: string;
  account_id: string;
  /** The highest `seq` given to a message; the next message takes `last_seq + 1`. */
  last_seq: bigint;
  last_message_at_ms: bigint | null;
  /** The highest operators' `seq` the account has read, and the account's the operators have. */
  user_read_seq: bigint;
  operator_read_seq: bigint;
  created_at_ms: bigint;
};

export type ChatMessageTable = {
  id: string;
  conversation_id: string;
  seq: bigint;
  author: 'user' | 'operator';
  operator_id: string | null;
  text: string;
  created_at_ms: bigint;
};

/** An account opening (migration 0020); approval opens the account it links. */
export type RegistrationApplicationTable = {
  id: string;
  token_hash: string;
  broker_id: string;
  status: RegistrationState;
  email: string;
  phone_number: string;
  password_hash: string;
  email_verified_at_ms: bigint | null;
  phone_verified_at_ms: bigint | null;
  fullname: string | null;
  /** The KTP number and mother's name, until the decision (then only their hashes remain). */
  id_no: string | null;
  mother_name: string | null;
  date_of_birth: string | null;
  street: string | null;
  city: string | null;
  province: string | null;
  postcode: string | null;
  ktp_photo: string | null;
  selfie_photo: string | null;
  agreement_version: string | null;
  ip: string;
  created_at_ms: bigint;
  expires_at_ms: bigint;
  submitted_at_ms: bigint | null;
  decided_at_ms: bigint | null;
  account_id: string | null;
  hin: string | null;
  reject_reason: string | null;
  npwp: string | null;
  occupation: string | null;
  occupation_other: string | null;
  source_of_funds: string | null;
  account_purpose: string | null;
  monthly_transaction: string | null;
  /** The risk questionnaire's answers, JSON (migration 0032). */
  risk_answers: string | null;
  risk_score: bigint | null;
  risk_profile: string | null;
  /** Compliance's correction request: the fields asked for, comma-joined, and its note. */
  correction_fields: string | null;
  correction_note: string | null;
  correction_requested_at_ms: bigint | null;
};

/** An approved client's know-your-customer answers, kept with the account (migration 0032). */
export type AccountKycTable = {
  account_id: string;
  application_id: string;
  npwp: string | null;
  occupation: string;
  occupation_other: string | null;
  source_of_funds: string;
  account_purpose: string;
  monthly_transaction: string;
  risk_answers: string;
  risk_score: bigint;
  risk_profile: string;
  created_at_ms: bigint;
};

/** An application's code by one channel (migration 0020). */
export type RegistrationOtpTable = {
  application_id: string;
  channel: OtpChannel;
  code_hash: string;
  first_sent_at_ms: bigint;
  last_sent_at_ms: bigint;
  expires_at_ms: bigint;
  attempts: bigint;
  resend_count: bigint;
  resend_locked_until_ms: bigint | null;
  exhausted_at_ms: bigint | null;
};

/** A cash withdrawal (migration 0011); its id is its hold's reference at the exchange. */
export type WithdrawalTable = {
  id: string;
  account_id: string;
  /** The client's key for the request, or one made for it; unique per account. */
  request_key: string;
  transfer_type: 'rped' | 'bifast' | 'etb';
  amount_sen: bigint;
  description: string | null;
  /** The destination: a withdrawal account for a bank transfer, the form's choice for RPED. */
  bank_name: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  state: 'holding' | 'requested' | 'processing' | 'success' | 'failed' | 'rejected' | 'expired';
  /** The payout at the bank: not begun, being sent, sent with no answer yet, paid, failed. */
  payout_state: 'none' | 'sending' | 'unknown' | 'paid' | 'failed';
  payout_attempts: bigint;
  failure_reason: string | null;
  email_verified_at_ms: bigint | null;
  /** A request whose codes are not completed by then is released by the sweep. */
  expires_at_ms: bigint;
  created_at_ms: bigint;
  updated_at_ms: bigint;
};

/** A client's added withdrawal account (migration 0012); the main one is account_bank_details. */
export type BankAccountTable = {
  id: string;
  account_id: string;
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'DELETED';
  /** The selfie's file name inside the upload folder's `selfies/`. */
  selfie_file: string;
  request_key: string;
  reject_reason: string | null;
  created_at_ms: bigint;
  reviewed_at_ms: bigint | null;
  deleted_at_ms: bigint | null;
};

/** An add-bank-account request: its 24-hour key and the step the flow has reached. */
export type BankAccountRequestTable = {
  request_key: string;
  account_id: string;
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  step: 'identity' | 'photo' | 'otp_email' | 'otp_sms' | 'done' | 'failed';
  validation_string_hash: string | null;
  /** Wrong identities typed on this request; the third ends it. */
  identity_attempts: bigint;
  selfie_file: string | null;
  created_at_ms: bigint;
  expires_at_ms: bigint;
};

/** An account holder's identity for the add flow's check: keyed hashes only, never the values. */
export type BankAccountIdentityTable = {
  account_id: string;
  id_no_hash: string;
  mother_name_hash: string;
  created_at_ms: bigint;
};

/** A bullion delivery by post (migration 0013); its holds' references derive from its id. */
export type ShipmentTable = {
  id: string;
  transaction_id: string;
  account_id: string;
  location_postcode: string;
  location_city: string;
  location_address: string;
  description: string;
  service_code: string;
  service_name: string;
  total_quantity: bigint;
  total_weight_mg: bigint;
  value_goods_sen: bigint;
  fee_sen: bigint;
  fee_tax_sen: bigint;
  insurance_sen: bigint;
  insurance_tax_sen: bigint;
  total_charge_sen: bigint;
  /** 001 to 009, or XXX when cancelled before dispatch. */
  status: string;
  receipt_number: string | null;
  order_date: string;
  estimated_arrival: string | null;
  /** 1 once the holds are settled (handed to the postal service) or released (cancelled). */
  holds_settled: bigint;
  cancel_reason: string | null;
  created_at_ms: bigint;
  updated_at_ms: bigint;
};

/** A shipment's bars of one contract, split into entries of the bar weight / multiple. */
export type ShipmentItemTable = {
  shipment_id: string;
  contract_id: bigint;
  quantity: bigint;
  weight_mg: bigint;
  entries: bigint;
  entry_weight_grams: string;
};

/**
 * Bullion charges counted for an account (migration 0023): the selection ("contract:quantity"
 * pairs by contract, comma-separated), the location, the PVG breakdown and the total, in sen.
 */
export type BullionQuoteTable = {
  id: string;
  account_id: string;
  location_postcode: string;
  selection: string;
  service_code: string;
  service_name: string;
  value_goods_sen: bigint;
  fee_sen: bigint;
  fee_tax_sen: bigint;
  insurance_sen: bigint;
  insurance_tax_sen: bigint;
  total_charge_sen: bigint;
  created_at_ms: bigint;
};

/** A tracking event of a shipment: one per status it reached. */
export type ShipmentEventTable = {
  id: string;
  shipment_id: string;
  status: string;
  event_name: string;
  office: string;
  /** Segments separated by semicolons. */
  description: string;
  event_at_ms: bigint;
};

/** A domestic news item an operator wrote (migration 0017): the domestic feed's source. */
export type NewsItemTable = {
  id: string;
  title: string;
  link: string;
  description: string;
  published_at_ms: bigint;
  created_at_ms: bigint;
  updated_at_ms: bigint;
};

/** The promo page or the landing banner (slot `promo` or `banner`), as an operator wrote it. */
export type PromoContentTable = {
  slot: string;
  title: string;
  body: string;
  link: string | null;
  updated_at_ms: bigint;
};

/**
 * An uploaded video; `published` (0 or 1) puts it in the trade page's frames. Its owner is an
 * account or an operator, exactly one (migration 0024).
 */
export type VideoTable = {
  id: string;
  account_id: string | null;
  operator_id: string | null;
  title: string;
  description: string;
  file_name: string;
  content_type: string;
  size_bytes: bigint;
  published: bigint;
  created_at_ms: bigint;
};

/**
 * The exchange's writer (migration 0025): one row, id 1. `epoch` rises each time a process
 * becomes the writer; `leader_session` names its connections (PostgreSQL's application_name).
 */
export type EngineLeadershipTable = {
  id: number;
  epoch: bigint;
  leader_pid: bigint | null;
  leader_host: string | null;
  leader_since_ms: bigint | null;
  heartbeat_at_ms: bigint | null;
  leader_session: string | null;
};

/** An engine process alive, leader or standby, by its session name (migration 0025). */
export type EngineMemberTable = {
  session: string;
  pid: bigint;
  host: string;
  heartbeat_at_ms: bigint;
};

/** Calls of a client address in the window that started at `start_ms`, per rule (migration 0026). */
export type AddressRateWindowTable = {
  rule: string;
  address: string;
  start_ms: bigint;
  calls: bigint;
};

/** An account's notice (migration 0018): its kind and JSON string parameters, unread until read. */
/** An imported statement of the RPED bank account (migration 0031). */
export type BankStatementTable = {
  id: string;
  file_name: string;
  uploaded_by: string;
  uploaded_at_ms: bigint;
  /** The first and last booking dates of its lines, 'YYYY-MM-DD'. */
  first_date: string;
  last_date: string;
  opening_balance_sen: bigint | null;
  closing_balance_sen: bigint | null;
};

/** One movement of an imported statement and what became of it. */
export type BankStatementLineTable = {
  id: string;
  statement_id: string;
  line_number: bigint;
  booked_on: string;
  description: string;
  reference: string;
  /** Signed: negative for a debit. */
  amount_sen: bigint;
  state:
    | 'credited'
    | 'awaiting_approval'
    | 'already_credited'
    | 'unmatched'
    | 'repeated'
    | 'dismissed'
    | 'debit';
  account_id: string | null;
  dismiss_reason: string | null;
  /** The operator who assigned or dismissed the line by hand. */
  settled_by: string | null;
  settled_at_ms: bigint | null;
  created_at_ms: bigint;
};

export type NoticeTable = {
  id: string;
  account_id: string;
  kind: NoticeKind;
  /** A JSON object of strings; amounts in sen and gold in milligrams as integer strings. */
  params: string;
  created_at_ms: bigint;
  read_at_ms: bigint | null;
};

/** A client's recurring buy (migration 0039): what it buys, when, and its next run. */
export type RecurringBuyTable = {
  id: string;
  account_id: string;
  contract_id: bigint;
  amount_sen: bigint;
  frequency: RecurringFrequency;
  /** Weekly '1' (Monday) to '7'; monthly '1' to '28' or 'last'; null for daily. */
  day: string | null;
  time_minutes: bigint;
  status: 'active' | 'paused' | 'cancelled';
  /** One of the account's slots (1 to the cap) while live; null once cancelled. */
  slot: bigint | null;
  next_run_at_ms: bigint | null;
  next_market_day: string | null;
  created_at_ms: bigint;
  updated_at_ms: bigint;
};

/** One run of a recurring buy: one per schedule and market day (migration 0039). */
export type RecurringBuyRunTable = {
  id: string;
  schedule_id: string;
  account_id: string;
  market_day: string;
  due_at_ms: bigint;
  amount_sen: bigint;
  /** Claimed (its order on its way), placed (`order_id`), or skipped (`reason`, a code). */
  status: 'placing' | 'placed' | 'skipped';
  reason: string | null;
  order_id: string | null;
  created_at_ms: bigint;
  updated_at_ms: bigint;
};

/** A support request (migration 0018) and its one answer from an operator. */
export type SupportRequestTable = {
  id: string;
  account_id: string;
  topic: SupportTopic;
  message: string;
  state: SupportState;
  answer: string | null;
  answered_by: string | null;
  created_at_ms: bigint;
  answered_at_ms: bigint | null;
};

/** A price alert (migration 0036): waiting for its price, or fired once. */
export type PriceAlertTable = {
  id: string;
  account_id: string;
  contract_id: bigint;
  direction: PriceAlertDirection;
  /** Sen per lot. */
  price_sen: bigint;
  state: 'active' | 'fired';
  /** One of the account's PRICE_ALERTS_ACTIVE_MAX places while active; null once fired. */
  slot: bigint | null;
  /** The contract's last trade when the alert was set: only later trades fire it. */
  after_sequence: bigint;
  created_at_ms: bigint;
  fired_at_ms: bigint | null;
  fired_price_sen: bigint | null;
  fired_trade_id: string | null;
};

/** Where the price alerts' watch of trades left off (one row, migration 0036). */
export type PriceAlertWatchTable = { id: string; sequence: bigint };
/** An account's API key (migration 0042): its secret sealed, its scopes and allow-list as lists. */
export type ApiKeyTable = {
  id: string;
  account_id: string;
  name: string;
  /** Comma-separated scopes in their order: `read` or `read,trade`. */
  scopes: string;
  /** Comma-separated allow-list entries in their normal form; empty: any address. */
  ip_allow_list: string;
  /** The HMAC secret, AES-256-GCM sealed (api-keys/secret-box.ts). */
  secret_sealed: string;
  created_at_ms: bigint;
  last_used_at_ms: bigint | null;
  revoked_at_ms: bigint | null;
};

/** A signature received within its timestamp's window, refused if it comes again. */
export type ApiKeySignatureTable = {
  signature: string;
  expires_at_ms: bigint;
};

export type Schema = {
  brokers: BrokerTable;
  accounts: AccountTable;
  account_profiles: AccountProfileTable;
  password_change_failures: PasswordChangeFailureTable;
  credentials: CredentialTable;
  sessions: SessionTable;
  otp_challenges: OtpChallengeTable;
  login_audit: LoginAuditTable;
  two_factor_secrets: TwoFactorSecretTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodeTable;
  sign_in_challenges: SignInChallengeTable;
  outbox_messages: OutboxMessageTable;
  ledger_accounts: LedgerAccountTable;
  ledger_entries: LedgerEntryTable;
  postings: PostingTable;
  captcha_replays: CaptchaReplayTable;
  account_bank_details: AccountBankDetailsTable;
  reference_candles: ReferenceCandleTable;
  orders: OrderTable;
  order_requests: OrderRequestTable;
  balance_holds: BalanceHoldTable;
  credit_lines: CreditLineTable;
  broker_fee_schedules: BrokerFeeScheduleTable;
  broker_brandings: BrokerBrandingTable;
  credit_requests: CreditRequestTable;
  trades: TradeTable;
  gold_inventories: GoldInventoryTable;
  end_day_prices: EndDayPriceTable;
  bank_accounts: BankAccountTable;
  bank_account_requests: BankAccountRequestTable;
  bank_account_identities: BankAccountIdentityTable;
  operators: OperatorTable;
  operator_sessions: OperatorSessionTable;
  operator_password_links: OperatorPasswordLinkTable;
  operator_actions: OperatorActionTable;
  approvals: ApprovalTable;
  withdrawals: WithdrawalTable;
  shipments: ShipmentTable;
  shipment_items: ShipmentItemTable;
  shipment_events: ShipmentEventTable;
  bullion_quotes: BullionQuoteTable;
  news_items: NewsItemTable;
  promo_contents: PromoContentTable;
  notices: NoticeTable;
  support_requests: SupportRequestTable;
  chat_conversations: ChatConversationTable;
  chat_messages: ChatMessageTable;
  registration_applications: RegistrationApplicationTable;
  registration_otps: RegistrationOtpTable;
  account_kyc: AccountKycTable;
  videos: VideoTable;
  engine_leadership: EngineLeadershipTable;
  engine_members: EngineMemberTable;
  address_rate_windows: AddressRateWindowTable;
  bank_statements: BankStatementTable;
  bank_statement_lines: BankStatementLineTable;
  screening_lists: ScreeningListTable;
  screening_entries: ScreeningEntryTable;
  screening_hits: ScreeningHitTable;
  screening_runs: ScreeningRunTable;
  transaction_reports: TransactionReportTable;
  transaction_report_items: TransactionReportItemTable;
  price_alerts: PriceAlertTable;
  price_alert_watch: PriceAlertWatchTable;
  api_keys: ApiKeyTable;
  api_key_signatures: ApiKeySignatureTable;
  recurring_buys: RecurringBuyTable;
  recurring_buy_runs: RecurringBuyRunTable;
};
