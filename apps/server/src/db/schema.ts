/*
 * Every whole-number column is a 64-bit integer and reads back as a JS bigint on both SQLite
 * and PostgreSQL, so money and gold never pass through a float. Times are epoch milliseconds
 * in `*_at_ms` columns; flags are 0n/1n.
 */

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

export type OtpChallengeTable = {
  id: string;
  account_id: string;
  purpose: 'password_reset';
  app_name: string;
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

export type Schema = {
  brokers: BrokerTable;
  accounts: AccountTable;
  credentials: CredentialTable;
  sessions: SessionTable;
  otp_challenges: OtpChallengeTable;
  login_audit: LoginAuditTable;
  outbox_messages: OutboxMessageTable;
  ledger_accounts: LedgerAccountTable;
  ledger_entries: LedgerEntryTable;
  postings: PostingTable;
  captcha_replays: CaptchaReplayTable;
  account_bank_details: AccountBankDetailsTable;
};
