import { GTD_AHEAD_MAX_MS, gtcExpiresAtMs } from '@emas/domain';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/** 0001: brokers, accounts, credentials, sessions, OTP, login audit, outbox and the ledger. */
const foundation: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('brokers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('primary_color', 'text', (c) => c.notNull())
      .addColumn('is_default', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('broker_id', 'text', (c) => c.notNull().references('brokers.id'))
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('hin', 'text', (c) => c.unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone_number', 'text', (c) => c.notNull().unique())
      .addColumn('username', 'text', (c) => c.unique())
      .addColumn('fullname', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('bank_type', 'text', (c) => c.notNull())
      .addColumn('parent_account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('referral_code', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('credentials')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('idle_expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('absolute_expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at_ms', 'bigint')
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
    await db.schema
      .createTable('otp_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'bigint', (c) => c.notNull())
      .addColumn('max_attempts', 'bigint', (c) => c.notNull())
      .addColumn('resend_count', 'bigint', (c) => c.notNull())
      .addColumn('last_sent_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('resend_locked_until_ms', 'bigint')
      .addColumn('verified_at_ms', 'bigint')
      .addColumn('closed_at_ms', 'bigint')
      .addColumn('validate_token_hash', 'text', (c) => c.unique())
      .addColumn('validate_token_expires_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('otp_challenges_account')
      .on('otp_challenges')
      .columns(['account_id', 'purpose'])
      .execute();
    await db.schema
      .createTable('login_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('latitude', 'text', (c) => c.notNull())
      .addColumn('longitude', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_audit_account_time')
      .on('login_audit')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createIndex('login_audit_ip_time')
      .on('login_audit')
      .columns(['ip', 'created_at_ms'])
      .execute();
    await db.schema
      .createTable('outbox_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('ledger_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create unique index ledger_accounts_owner_asset_kind
      on ledger_accounts (coalesce(owner_account_id, ''), asset, kind)`.execute(db);
    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('postings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('entry_id', 'text', (c) => c.notNull().references('ledger_entries.id'))
      .addColumn('ledger_account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('postings_entry').on('postings').column('entry_id').execute();
    await db.schema
      .createIndex('postings_ledger_account')
      .on('postings')
      .column('ledger_account_id')
      .execute();
  },
};

/**
 * 0002: used captcha challenges (replay refusal shared by every API server), the previous token
 * of a rotated session (kept alive briefly so in-flight calls survive a refresh), and the
 * IP-Address header the login form reported (the audit's `ip` is the address we saw).
 */
const captchaReplay: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('captcha_replays')
      .addColumn('challenge_id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('captcha_replays_expiry')
      .on('captcha_replays')
      .column('expires_at_ms')
      .execute();
    await db.schema.alterTable('sessions').addColumn('previous_token_hash', 'text').execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('previous_token_expires_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('sessions_previous_token')
      .unique()
      .on('sessions')
      .column('previous_token_hash')
      .execute();
    await db.schema.alterTable('login_audit').addColumn('reported_ip', 'text').execute();
  },
};

/**
 * 0003: the bank details shown by payment information: each account's RPED commodity account
 * (the `apd`, where deposits are paid) and the accounts it withdraws to, in display order.
 */
const accountBankDetails: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('account_bank_details')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('position', 'bigint', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('bank_code', 'text', (c) => c.notNull())
      .addColumn('account_number', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('bank_address', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('swift_code', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_bank_details_account')
      .on('account_bank_details')
      .columns(['account_id', 'purpose', 'position'])
      .unique()
      .execute();
  },
};

/**
 * 0004: trading. Orders with what they hold and have been charged, trades with both sides'
 * fees, the bought gold lots costed LIFO, and each market day's closing prices. `queue_seq`
 * is an order's place in its price level's queue, so the books are rebuilt as they were.
 */
const trading: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sequence', 'bigint', (c) => c.notNull().unique())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('order_type', 'text', (c) => c.notNull())
      .addColumn('validity', 'text', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint')
      .addColumn('limit_price_sen', 'bigint')
      .addColumn('quantity_mg', 'bigint', (c) => c.notNull())
      .addColumn('remaining_mg', 'bigint', (c) => c.notNull())
      .addColumn('filled_mg', 'bigint', (c) => c.notNull())
      .addColumn('filled_value_sen', 'bigint', (c) => c.notNull())
      .addColumn('fee_sen', 'bigint', (c) => c.notNull())
      .addColumn('tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('cashback_sen', 'bigint', (c) => c.notNull())
      .addColumn('held_sen', 'bigint', (c) => c.notNull())
      .addColumn('held_mg', 'bigint', (c) => c.notNull())
      .addColumn('fx_buffer_sen', 'bigint', (c) => c.notNull())
      .addColumn('payment_sen', 'bigint', (c) => c.notNull())
      .addColumn('rate_idr_per_usd', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('cancel_reason', 'text')
      .addColumn('queue_seq', 'bigint', (c) => c.notNull())
      .addColumn('queued_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('orders_account_status')
      .on('orders')
      .columns(['account_id', 'status', 'contract_id'])
      .execute();
    await db.schema
      .createIndex('orders_open_queue')
      .on('orders')
      .columns(['status', 'contract_id', 'queue_seq'])
      .execute();
    await db.schema
      .createTable('trades')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sequence', 'bigint', (c) => c.notNull().unique())
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('price_sen', 'bigint', (c) => c.notNull())
      .addColumn('quantity_mg', 'bigint', (c) => c.notNull())
      .addColumn('value_sen', 'bigint', (c) => c.notNull())
      .addColumn('buy_order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('sell_order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('buyer_account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('seller_account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('taker_side', 'text', (c) => c.notNull())
      .addColumn('buyer_fee_sen', 'bigint', (c) => c.notNull())
      .addColumn('buyer_tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('seller_fee_sen', 'bigint', (c) => c.notNull())
      .addColumn('seller_tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('cashback_sen', 'bigint', (c) => c.notNull())
      .addColumn('seller_cost_sen', 'bigint', (c) => c.notNull())
      .addColumn('rate_idr_per_usd', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('trades_contract_time')
      .on('trades')
      .columns(['contract_id', 'created_at_ms'])
      .execute();
    await db.schema.createIndex('trades_buyer').on('trades').column('buyer_account_id').execute();
    await db.schema.createIndex('trades_seller').on('trades').column('seller_account_id').execute();
    await db.schema
      .createTable('gold_inventories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('quantity_mg', 'bigint', (c) => c.notNull())
      .addColumn('remaining_mg', 'bigint', (c) => c.notNull())
      .addColumn('cost_per_gram_sen', 'bigint', (c) => c.notNull())
      .addColumn('rate_idr_per_usd', 'bigint', (c) => c.notNull())
      .addColumn('trade_id', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gold_inventories_account')
      .on('gold_inventories')
      .columns(['account_id', 'contract_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createTable('end_day_prices')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('buy_sen', 'bigint')
      .addColumn('sell_sen', 'bigint')
      .addColumn('open_sen', 'bigint')
      .addColumn('high_sen', 'bigint')
      .addColumn('low_sen', 'bigint')
      .addColumn('close_sen', 'bigint')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('end_day_prices_pk', ['date', 'contract_id'])
      .execute();
  },
};

/**
 * 0005: 1-minute candles of the reference gold price per symbol (XAUIDRG, XAUUSDG). The primary
 * key (symbol, interval, start_ms) is the unique index the upsert of a resumed candle relies on.
 */
const referenceCandles: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('reference_candles')
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('interval', 'text', (c) => c.notNull())
      .addColumn('start_ms', 'bigint', (c) => c.notNull())
      .addColumn('open', 'bigint', (c) => c.notNull())
      .addColumn('high', 'bigint', (c) => c.notNull())
      .addColumn('low', 'bigint', (c) => c.notNull())
      .addColumn('close', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('reference_candles_symbol_interval_start', [
        'symbol',
        'interval',
        'start_ms',
      ])
      .execute();
  },
};

/**
 * 0006: the order commands that carried a client order id, with their first answer. The primary
 * key makes a second effect of one request impossible even if two got past the engine's check.
 */
const orderRequests: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('order_requests')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addColumn('command', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('order_json', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_requests_account_key', ['account_id', 'request_key'])
      .execute();
  },
};

/** The longest calendar month: a GTC expiry past this after the order's last change is wrong. */
const MONTH_MS_MAX = 31 * 24 * 3_600_000;

/**
 * 0007: repairs limit orders written before the API bounded instants, whose expiry the rules
 * now refuse (one beyond what a Date holds made every view of the account's orders answer 500).
 * Measured from the order's last change, when its expiry was last set at the latest: a GTD
 * expiry missing or more than GTD_AHEAD_MAX_MS (366 days) ahead becomes that bound; a GTC one
 * missing or past its month becomes the month. The order keeps its place and what it holds, and
 * the sweep expires it like any other (at once, if that time has passed).
 */
const orderExpiryRepair: Migration = {
  async up(db: AnyDb) {
    const { rows } = await sql<{
      id: string;
      validity: string;
      expires_at_ms: bigint | null;
      updated_at_ms: bigint;
    }>`select id, validity, expires_at_ms, updated_at_ms from orders
       where order_type = 'limit' and (expires_at_ms is null
         or (validity = 'GTC' and expires_at_ms > updated_at_ms + ${MONTH_MS_MAX})
         or (validity = 'GTD' and expires_at_ms > updated_at_ms + ${GTD_AHEAD_MAX_MS}))`.execute(
      db,
    );
    for (const row of rows) {
      const changedAtMs = Number(row.updated_at_ms);
      const boundMs =
        row.validity === 'GTD' ? changedAtMs + GTD_AHEAD_MAX_MS : gtcExpiresAtMs(changedAtMs);
      if (row.expires_at_ms !== null && row.expires_at_ms <= BigInt(boundMs)) continue;
      await sql`update orders set expires_at_ms = ${BigInt(boundMs)} where id = ${row.id}`.execute(
        db,
      );
    }
  },
};

/**
 * 0008: holds of cash or gold for withdrawals and deliveries, one per request, so each is
 * released or settled exactly once; the engine loads the open ones at start.
 */
const balanceHolds: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('balance_holds')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('balance_holds_open')
      .on('balance_holds')
      .columns(['state', 'account_id'])
      .execute();
  },
};

/**
 * 0009: an OTP challenge names the channel its code went by and the request it is bound to (a
 * withdrawal's or bank account's request key), so an e-mail code never passes the SMS step and
 * one request's code never serves another. Every challenge before was a password recovery by
 * e-mail, bound to no request.
 */
const otpChannelReference: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('otp_challenges')
      .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
      .execute();
    await db.schema.alterTable('otp_challenges').addColumn('reference', 'text').execute();
  },
};

/** Every migration, in order. New ones are appended with the next number. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_captcha_replay': captchaReplay,
  '0003_account_bank_details': accountBankDetails,
  '0004_trading': trading,
  '0005_reference_candles': referenceCandles,
  '0006_order_requests': orderRequests,
  '0007_order_expiry_repair': orderExpiryRepair,
  '0008_balance_holds': balanceHolds,
  '0009_otp_channel_reference': otpChannelReference,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export const migrateToLatest = async (db: AnyDb): Promise<void> => {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
};
