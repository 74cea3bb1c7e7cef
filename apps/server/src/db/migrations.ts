import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migration as foundation } from './migrations/0001_foundation.ts';
import { migration as captchaReplay } from './migrations/0002_captcha_replay.ts';
import { migration as accountBankDetails } from './migrations/0003_account_bank_details.ts';
import { migration as trading } from './migrations/0004_trading.ts';
import { migration as referenceCandles } from './migrations/0005_reference_candles.ts';
import { migration as orderRequests } from './migrations/0006_order_requests.ts';
import { migration as orderExpiryRepair } from './migrations/0007_order_expiry_repair.ts';
import { migration as balanceHolds } from './migrations/0008_balance_holds.ts';
import { migration as otpChannelReference } from './migrations/0009_otp_channel_reference.ts';
import { migration as reportIndexes } from './migrations/0010_report_indexes.ts';
import { migration as withdrawals } from './migrations/0011_withdrawals.ts';
import { migration as bankAccounts } from './migrations/0012_bank_accounts.ts';
import { migration as shipments } from './migrations/0013_shipments.ts';
import { migration as operators } from './migrations/0014_operators.ts';
import { migration as credit } from './migrations/0015_credit.ts';
import { migration as accountProfiles } from './migrations/0016_account_profiles.ts';
import { migration as content } from './migrations/0017_content.ts';
import { migration as help } from './migrations/0018_help.ts';
import { migration as chat } from './migrations/0019_chat.ts';
import { migration as registration } from './migrations/0020_registration.ts';
import { migration as videos } from './migrations/0021_videos.ts';
import { migration as storageFee } from './migrations/0022_storage_fee.ts';
import { migration as bullionQuotes } from './migrations/0023_bullion_quotes.ts';
import { migration as operatorVideos } from './migrations/0024_operator_videos.ts';
import { migration as engineLeadership } from './migrations/0025_engine_leadership.ts';
import { migration as addressRateWindows } from './migrations/0026_address_rate_windows.ts';
import { migration as postingsCheckedPerBatch } from './migrations/0027_postings_checked_per_batch.ts';
import { migration as operatorRoles } from './migrations/0028_operator_roles.ts';
import { migration as operatorPasswordLinks } from './migrations/0029_operator_password_links.ts';
import { migration as approvals } from './migrations/0030_approvals.ts';
import { migration as bankStatements } from './migrations/0031_bank_statements.ts';
import { migration as knowYourCustomer } from './migrations/0032_know_your_customer.ts';
import { migration as screeningAndTransactionReports } from './migrations/0033_screening_and_transaction_reports.ts';
import { migration as brokerSettings } from './migrations/0034_broker_settings.ts';
import { migration as priceAlerts } from './migrations/0036_price_alerts.ts';
import { migration as twoFactorAndDevices } from './migrations/0037_two_factor_and_devices.ts';
import { migration as stopOrders } from './migrations/0038_stop_orders.ts';
import { migration as recurringBuys } from './migrations/0039_recurring_buys.ts';
import { migration as apiKeys } from './migrations/0042_api_keys.ts';

/**
 * Every migration, in order, one file each under `migrations/`. A new one is a new file with the
 * next number, listed here; a migration never changes once released.
 */
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
  '0010_report_indexes': reportIndexes,
  '0011_withdrawals': withdrawals,
  '0012_bank_accounts': bankAccounts,
  '0013_shipments': shipments,
  '0014_operators': operators,
  '0015_credit': credit,
  '0016_account_profiles': accountProfiles,
  '0017_content': content,
  '0018_help': help,
  '0019_chat': chat,
  '0020_registration': registration,
  '0021_videos': videos,
  '0022_storage_fee': storageFee,
  '0023_bullion_quotes': bullionQuotes,
  '0024_operator_videos': operatorVideos,
  '0025_engine_leadership': engineLeadership,
  '0026_address_rate_windows': addressRateWindows,
  '0027_postings_checked_per_batch': postingsCheckedPerBatch,
  '0028_operator_roles': operatorRoles,
  '0029_operator_password_links': operatorPasswordLinks,
  '0030_approvals': approvals,
  '0031_bank_statements': bankStatements,
  '0032_know_your_customer': knowYourCustomer,
  '0033_screening_and_transaction_reports': screeningAndTransactionReports,
  '0034_broker_settings': brokerSettings,
  '0036_price_alerts': priceAlerts,
  '0037_two_factor_and_devices': twoFactorAndDevices,
  '0038_stop_orders': stopOrders,
  '0039_recurring_buys': recurringBuys,
  '0042_api_keys': apiKeys,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export const migrateToLatest = async (db: Kysely<unknown>): Promise<void> => {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
};
