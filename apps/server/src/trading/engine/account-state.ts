import {
  type AccountLevel,
  IDR_ASSET,
  type InventoryLot,
  LedgerInvariantError,
  contractIdOfAsset,
  parseLedgerAccountId,
} from '@emas/domain';

/**
 * An account as the engine holds it in memory: its free and held cash and gold (mirrors of its
 * ledger balances, moved by the same postings) and its open gold lots for LIFO costing. Every
 * account with an open order stays loaded, so a fill against a resting order never waits for
 * the database.
 */
export type GoldHolding = { freeMg: bigint; reservedMg: bigint };

/** An open gold lot as the engine keeps it: the LIFO fields and the rest of its row. */
export type EngineLot = InventoryLot & {
  readonly quantityMg: bigint;
  readonly rateIdrPerUsd: bigint;
  readonly tradeId: string | null;
};

export type AccountState = {
  readonly id: string;
  readonly level: AccountLevel;
  /** The broker the account trades through: its fee schedule prices the account's orders. */
  readonly brokerId: string;
  /** Free cash; below zero only by buy orders drawn on the credit line, never past its limit. */
  cashSen: bigint;
  reservedCashSen: bigint;
  /** The credit line: how far below zero the free cash may go (spec 002 section 9). */
  creditLimitSen: bigint;
  readonly gold: Map<number, GoldHolding>;
  /** Lots with gold left, per contract. */
  readonly lots: Map<number, EngineLot[]>;
  /** Cash or gold held for withdrawals and deliveries in process, per asset. */
  readonly withdrawalHeld: Map<string, bigint>;
};

export const emptyAccountState = (
  id: string,
  level: AccountLevel,
  brokerId: string,
): AccountState => ({
  id,
  level,
  brokerId,
  cashSen: 0n,
  reservedCashSen: 0n,
  creditLimitSen: 0n,
  gold: new Map(),
  lots: new Map(),
  withdrawalHeld: new Map(),
});

export const goldOf = (account: AccountState, contractId: number): GoldHolding => {
  let holding = account.gold.get(contractId);
  if (holding === undefined) {
    holding = { freeMg: 0n, reservedMg: 0n };
    account.gold.set(contractId, holding);
  }
  return holding;
};

export const lotsOf = (account: AccountState, contractId: number): EngineLot[] => {
  let lots = account.lots.get(contractId);
  if (lots === undefined) {
    lots = [];
    account.lots.set(contractId, lots);
  }
  return lots;
};

const notBelow = (floor: bigint, value: bigint, what: string): bigint => {
  if (value < floor) throw new LedgerInvariantError(`${what} would fall to ${value}`);
  return value;
};

const notBelowZero = (value: bigint, what: string): bigint => notBelow(0n, value, what);

/** The lowest the free cash may be: minus the credit limit. */
const cashFloor = (account: AccountState): bigint => -account.creditLimitSen;

/**
 * Moves the in-memory mirror of one owner posting. Throws when an owner's balance would go
 * below zero: the engine checks every order before it posts, so this is a bug, never a
 * business rejection.
 */
export const applyOwnerPosting = (
  account: AccountState,
  ledgerAccountId: string,
  amount: bigint,
): void => {
  const { kind, asset } = parseLedgerAccountId(ledgerAccountId);
  if (kind === 'withdrawal_hold') {
    const held = notBelowZero((account.withdrawalHeld.get(asset) ?? 0n) + amount, ledgerAccountId);
    account.withdrawalHeld.set(asset, held);
    return;
  }
  if (asset === IDR_ASSET) {
    if (kind === 'cash') {
      account.cashSen = notBelow(cashFloor(account), account.cashSen + amount, ledgerAccountId);
    } else if (kind === 'reserved_cash') {
      account.reservedCashSen = notBelowZero(account.reservedCashSen + amount, ledgerAccountId);
    } else throw new LedgerInvariantError(`the engine does not post to ${ledgerAccountId}`);
    return;
  }
  const contractId = contractIdOfAsset(asset);
  if (contractId === null) throw new LedgerInvariantError(`unknown asset in ${ledgerAccountId}`);
  const holding = goldOf(account, contractId);
  if (kind === 'gold') holding.freeMg = notBelowZero(holding.freeMg + amount, ledgerAccountId);
  else if (kind === 'reserved_gold') {
    holding.reservedMg = notBelowZero(holding.reservedMg + amount, ledgerAccountId);
  } else throw new LedgerInvariantError(`the engine does not post to ${ledgerAccountId}`);
};

/**
 * What an order may spend: the free cash plus the credit line (available trade balance = account
 * balance − reserved + credit limit, spec 001 section 9).
 */
export const tradableCashSen = (account: AccountState): bigint =>
  account.cashSen + account.creditLimitSen;

/** The free balance of an asset: cash in sen, or a contract's gold in milligrams. */
export const freeOf = (account: AccountState, asset: string): bigint => {
  if (asset === IDR_ASSET) return account.cashSen;
  const contractId = contractIdOfAsset(asset);
  if (contractId === null) throw new LedgerInvariantError(`unknown asset ${asset}`);
  return account.gold.get(contractId)?.freeMg ?? 0n;
};

/**
 * Sets one loaded ledger balance on the account's mirror; its credit limit must be set first.
 * An owner balance below its floor (zero, or minus the credit limit for free cash) is a broken
 * invariant: the engine refuses to start on it rather than trade on it.
 */
export const loadOwnerBalance = (
  account: AccountState,
  kind: string,
  asset: string,
  balance: bigint,
): void => {
  const floor = kind === 'cash' && asset === IDR_ASSET ? cashFloor(account) : 0n;
  if (balance < floor) {
    throw new LedgerInvariantError(`${account.id}/${kind}/${asset} is ${balance} in the database`);
  }
  if (kind === 'withdrawal_hold') {
    account.withdrawalHeld.set(asset, balance);
    return;
  }
  if (asset === IDR_ASSET) {
    if (kind === 'cash') account.cashSen = balance;
    if (kind === 'reserved_cash') account.reservedCashSen = balance;
    return;
  }
  const contractId = contractIdOfAsset(asset);
  if (contractId === null) return;
  if (kind === 'gold') goldOf(account, contractId).freeMg = balance;
  if (kind === 'reserved_gold') goldOf(account, contractId).reservedMg = balance;
};
