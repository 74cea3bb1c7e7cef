import {
  type ErrorCode,
  type ErrorParams,
  IDR_ASSET,
  contractIdOfAsset,
  toDecimalString,
  type LedgerEntryKind,
  type Posting,
  isKnownAsset,
} from '@emas/domain';
import { type BalanceContext, accountIn } from './engine-context.ts';
import { takeSoldLots } from './settlement.ts';
import { freeOf } from './account-state.ts';
import type { BalanceCommand, BalanceHold, BalanceOutcome } from './balance-commands.ts';
import {
  adjustmentPostings,
  depositPostings,
  feeChargePostings,
  withdrawalHoldPostings,
  withdrawalSettlePostings,
} from './postings.ts';

export type BalanceResult =
  | { readonly ok: true; readonly value: BalanceOutcome }
  | { readonly ok: false; readonly code: ErrorCode; readonly params?: ErrorParams };

const refuse = (code: ErrorCode, params?: ErrorParams): BalanceResult =>
  params === undefined ? { ok: false, code } : { ok: false, code, params };

type Movement = {
  readonly entryKind: LedgerEntryKind;
  readonly asset: string;
  readonly amount: bigint;
  readonly postings: Posting[];
  readonly hold?: BalanceHold;
};

/** The open hold of the command's reference, owned by its account, or why there is none. */
const openHold = (context: BalanceContext, command: BalanceCommand): BalanceHold | ErrorCode => {
  const hold = context.holds.open.get(command.reference);
  if (hold === undefined || hold.accountId !== command.accountId) return 'HoldNotFound';
  return hold;
};

/** What the command moves, checked against the account's free balance; or why it cannot. */
const movementOf = (context: BalanceContext, command: BalanceCommand): Movement | ErrorCode => {
  const { accountId, asset, amount, reference } = command;
  const account = accountIn(context, accountId);
  switch (command.movement) {
    case 'deposit':
      if (context.holds.deposits.has(reference)) return 'DepositReferenceReused';
      return {
        entryKind: 'deposit',
        asset,
        amount,
        postings: depositPostings(accountId, asset, amount),
      };
    case 'hold': {
      if (context.holds.open.has(reference) || context.holds.closed.has(reference)) {
        return 'HoldExists';
      }
      if (freeOf(account, asset) < amount) return 'InsufficientBalance';
      const hold: BalanceHold = {
        reference,
        accountId,
        asset,
        amount,
        state: 'open',
        createdAtMs: context.nowMs,
        updatedAtMs: context.nowMs,
      };
      const postings = withdrawalHoldPostings(accountId, asset, amount);
      return { entryKind: 'withdrawal_hold', asset, amount, postings, hold };
    }
    case 'release':
    case 'settle': {
      const hold = openHold(context, command);
      if (typeof hold === 'string') return hold;
      const postings =
        command.movement === 'release'
          ? withdrawalHoldPostings(accountId, hold.asset, -hold.amount)
          : withdrawalSettlePostings(accountId, hold.asset, hold.amount);
      const entryKind = command.movement === 'release' ? 'withdrawal_release' : 'withdrawal_settle';
      return { entryKind, asset: hold.asset, amount: hold.amount, postings, hold };
    }
    case 'fee': {
      const taxSen = command.taxSen ?? 0n;
      if (taxSen < 0n) return 'InvalidAmount';
      if (freeOf(account, asset) < amount + taxSen) return 'InsufficientBalance';
      return {
        entryKind: 'fee_charge',
        asset,
        amount,
        postings: feeChargePostings(accountId, amount, taxSen),
      };
    }
    case 'adjust':
      if (context.holds.deposits.has(reference)) return 'AdjustmentReferenceReused';
      if (amount < 0n && freeOf(account, asset) < -amount) return 'InsufficientBalance';
      return {
        entryKind: 'adjustment',
        asset,
        amount,
        postings: adjustmentPostings(accountId, asset, amount),
      };
    case 'credit_limit':
      // A limit is set by applyCreditLimit; it never reaches the postings.
      return 'BadRequest';
  }
};

const shapeRefusal = (command: BalanceCommand): ErrorCode | null => {
  if (!isKnownAsset(command.asset)) return 'BadRequest';
  if (command.movement === 'credit_limit') {
    if (command.asset !== IDR_ASSET) return 'BadRequest';
    return command.amount >= 0n ? null : 'InvalidAmount';
  }
  if (command.movement === 'fee' && command.asset !== IDR_ASSET) return 'BadRequest';
  const needsAmount = command.movement !== 'release' && command.movement !== 'settle';
  if (!needsAmount) return null;
  if (command.movement === 'adjust') return command.amount === 0n ? 'InvalidAmount' : null;
  return command.amount > 0n ? null : 'InvalidAmount';
};

/**
 * Applies a movement of an account's cash or gold outside trading: one balanced entry, its
 * mirror moved in memory by the same postings, and the hold's new state recorded for the batch.
 */
export const applyBalanceCommand = (
  context: BalanceContext,
  command: BalanceCommand,
): BalanceResult => {
  const shape = shapeRefusal(command);
  if (shape !== null) return refuse(shape);
  if (command.movement === 'credit_limit') return applyCreditLimit(context, command);
  const movement = movementOf(context, command);
  if (typeof movement === 'string') return refuse(movement);
  context.effects.post(movement.entryKind, command.reference, movement.postings, context.nowMs);
  if (command.movement === 'deposit' || command.movement === 'adjust') {
    context.holds.deposits.add(command.reference);
  }
  if (movement.hold !== undefined) closeOrOpen(context, command, movement.hold);
  const account = accountIn(context, command.accountId);
  // Gold sent from the vault is no longer held: its lots (and their cost) go with it.
  const sentContractId = contractIdOfAsset(movement.asset);
  if (command.movement === 'settle' && sentContractId !== null) {
    takeSoldLots(context, account, sentContractId, movement.amount);
  }
  return {
    ok: true,
    value: {
      movement: command.movement,
      reference: command.reference,
      asset: movement.asset,
      amount: movement.amount,
      freeAfter: freeOf(account, movement.asset),
      heldAfter: account.withdrawalHeld.get(movement.asset) ?? 0n,
    },
  };
};

const closeOrOpen = (context: BalanceContext, command: BalanceCommand, hold: BalanceHold) => {
  if (command.movement === 'hold') {
    context.holds.open.set(hold.reference, hold);
  } else {
    hold.state = command.movement === 'release' ? 'released' : 'settled';
    hold.updatedAtMs = context.nowMs;
    context.holds.open.delete(hold.reference);
  }
  context.effects.saveHold(hold);
};

const RUPIAH_DECIMALS = 2;

/**
 * Sets the account's credit line. The credit drawn (free cash below zero) must stay within the
 * new limit, so a limit lower than what is drawn is refused and the engine's floor always holds.
 */
const applyCreditLimit = (context: BalanceContext, command: BalanceCommand): BalanceResult => {
  const account = accountIn(context, command.accountId);
  const drawnSen = account.cashSen < 0n ? -account.cashSen : 0n;
  if (command.amount < drawnSen) {
    return refuse('CreditLimitBelowUsage', { used: toDecimalString(drawnSen, RUPIAH_DECIMALS) });
  }
  account.creditLimitSen = command.amount;
  context.effects.saveCreditLine({
    accountId: account.id,
    limitSen: command.amount,
    reference: command.reference,
    updatedAtMs: context.nowMs,
  });
  return {
    ok: true,
    value: {
      movement: command.movement,
      reference: command.reference,
      asset: IDR_ASSET,
      amount: command.amount,
      freeAfter: account.cashSen,
      heldAfter: account.withdrawalHeld.get(IDR_ASSET) ?? 0n,
    },
  };
};
