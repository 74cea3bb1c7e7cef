import { CONTRACT_STATUSES, CONTRACT_TYPES, ORDER_DIRECTIONS, ORDER_TYPES } from '@emas/domain';
import { z } from 'zod';
import { accountLevelSchema } from '../auth/schemas.ts';
import { appNameSchema, decimalStringSchema, okStatus } from '../common.ts';
import { answers } from '../endpoint.ts';
import { accountProfileShape } from '../settings/account-profile.ts';

export const accountInformationSchema = z.object({
  user_id: z.string(),
  level: accountLevelSchema,
  broker_name: z.string(),
  app_name: appNameSchema,
  hin: z.string().nullable(),
  hinKinesis: z.string().nullable(),
  first_name: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone_number: z.string(),
  referralCode: z.string().nullable(),
  brokerId: z.string(),
  bank_type: z.enum(['BAGI', 'OTHER']),
  /** The settings' account details (spec 002 section 7); null where the account has none. */
  ...accountProfileShape,
});
export type AccountInformation = z.infer<typeof accountInformationSchema>;
export const accountInformationResponseSchema = answers.dataBody(accountInformationSchema);

/** Cash balances in IDR and USD, two decimals, as the spec's stored balance fields. */
export const balanceSchema = z.object({
  rdk_balance: decimalStringSchema,
  usd_balance: decimalStringSchema,
  available_trade_bal: decimalStringSchema,
  available_trade_bal_usd: decimalStringSchema,
  reserved_bal_idr: decimalStringSchema,
  reserved_bal_usd: decimalStringSchema,
  account_bal: decimalStringSchema,
  /** The current-balance card's credit figures (spec 002 section 9), rupiah. */
  creditLimit: decimalStringSchema,
  availableCredit: decimalStringSchema,
  settlementOwning: decimalStringSchema,
  /** ib, fm and ccp: the cash of every account below them (spec 002 broker balance). */
  tot_bal_idr: decimalStringSchema.optional(),
  tot_bal_usd: decimalStringSchema.optional(),
  tot_avail_bal: decimalStringSchema.optional(),
  tot_reserved_bal: decimalStringSchema.optional(),
});
export type Balance = z.infer<typeof balanceSchema>;
export type BrokerBalance = Required<
  Pick<Balance, 'tot_bal_idr' | 'tot_bal_usd' | 'tot_avail_bal' | 'tot_reserved_bal'>
>;
export const balanceResponseSchema = answers.body(balanceSchema);

/**
 * The spec's figures of a contract's gold (spec 002 section 3, "Gold balance per contract"):
 * grams held (`remaining_quantity`, `quantity`) and lots (`remaining_units`), what the held
 * gold cost by its LIFO lots, grams in open buys and sells, and what was sold, for what and at
 * what cost. Money in rupiah and in dollars at today's rate.
 */
const goldFiguresShape = {
  quantity: decimalStringSchema,
  remaining_quantity: decimalStringSchema,
  remaining_units: decimalStringSchema,
  remaining_cost_idr: decimalStringSchema,
  remaining_cost_usd: decimalStringSchema,
  buy_process: decimalStringSchema,
  sell_process: decimalStringSchema,
  /** Grams held for a delivery by post: still held (and valued) until dispatched. */
  delivery_process: decimalStringSchema,
  sold_quantity: decimalStringSchema,
  sold_amount_idr: decimalStringSchema,
  sold_amount_usd: decimalStringSchema,
  sold_cost_idr: decimalStringSchema,
  sold_cost_usd: decimalStringSchema,
};

/** Gold held per contract, in milligrams and grams, with the spec's figures and pockets. */
export const goldHoldingSchema = z.object({
  contract_id: z.number().int(),
  contract_code: z.string(),
  quantity_mg: decimalStringSchema,
  quantity_gram: decimalStringSchema,
  available_mg: decimalStringSchema,
  reserved_mg: decimalStringSchema,
  ...goldFiguresShape,
  /** The contract's pockets: the Main Pocket of traded gold (type `trade`). */
  pockets: z.array(
    z.object({
      contract_id: z.number().int(),
      type: z.enum(['trade', 'gtmu']),
      ...goldFiguresShape,
    }),
  ),
});
export type GoldHolding = z.infer<typeof goldHoldingSchema>;
export const goldBalanceResponseSchema = answers.body(z.array(goldHoldingSchema));

/**
 * One contract's holding. `contract_id` is the client's field name, `contractId` the one fm, ib
 * and lp views read; both are sent. `quantity` is in lots (floored to a tenth), `quantity_mg`
 * exact.
 */
export const holdingSchema = z.object({
  contract_id: z.number().int(),
  contractId: z.number().int(),
  contract_code: z.string(),
  quantity: decimalStringSchema,
  quantity_mg: decimalStringSchema,
  quantity_gram: decimalStringSchema,
  /**
   * Average cost per gram of the gold held, fee and tax included, from its inventory lots:
   * US dollars (4 decimals) and rupiah. The client reads `avg_total_cost(_idr)`, fm, ib and lp
   * views `averageTotalCostIncFeeAndTax(Usd|Idr)`; both are sent.
   */
  avg_total_cost: decimalStringSchema,
  avg_total_cost_idr: decimalStringSchema,
  averageTotalCostIncFeeAndTaxUsd: decimalStringSchema,
  averageTotalCostIncFeeAndTaxIdr: decimalStringSchema,
});
export type Holding = z.infer<typeof holdingSchema>;
export const holdingResponseSchema = answers.body(z.array(holdingSchema));

export const hubSchema = z.object({
  id: z.string(),
  name: z.string(),
  selectable: z.boolean(),
  /** The hub's city code, as the reports show it (JAK); also under `attributes` (spec 002). */
  iata: z.string(),
  attributes: z.object({ iata: z.string() }),
});
export type Hub = z.infer<typeof hubSchema>;
export const hubResponseSchema = answers.body(z.array(hubSchema));

export const contractSchema = z.object({
  id: z.number().int(),
  attributes: z.object({
    productId: z.number().int(),
    code: z.string(),
    name: z.string(),
    weightMg: decimalStringSchema,
    status: z.enum(CONTRACT_STATUSES),
    contractId: z.number().int(),
    codeName: z.string(),
    tradeTicketName: z.string(),
    ticker: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    weightInGram: decimalStringSchema,
    /** Contract price / weight correction = price per gram. */
    weightCorrection: decimalStringSchema,
    isPool: z.boolean(),
    tbTtDecimalPlace: z.number().int(),
    depthTTDecimalPlace: z.number().int(),
    depthQuantityDecimalPlace: z.number().int(),
    hasQuantityDecimal: z.boolean(),
    contractStatusId: z.enum(CONTRACT_STATUSES),
    /** The revenue-share report's group: micro, 100 g, 1 kg or KAU. */
    rrsName: z.string(),
    /** The hub the contract trades at. */
    hubId: z.string(),
    disabledDirections: z.array(z.enum(ORDER_DIRECTIONS)),
    disabledOrderTypes: z.array(z.enum(ORDER_TYPES)),
  }),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractListResponseSchema = answers.data(z.array(contractSchema));

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
export const productListResponseSchema = answers.data(z.array(productSchema));

export const bankDetailsSchema = z.object({
  bank_name: z.string(),
  bank_code: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  bank_address: z.string(),
  currency: z.string(),
  swift_code: z.string(),
});
export const paymentInformationResponseSchema = z.object({
  status: okStatus,
  body: z.object({
    apd: bankDetailsSchema,
    withdrawal_acc: z.array(
      bankDetailsSchema.pick({
        account_name: true,
        account_number: true,
        bank_code: true,
        bank_address: true,
      }),
    ),
  }),
});

export const marketStatusResponseSchema = z.object({
  status: okStatus,
  is_closed: z.boolean(),
  close_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  server_time: z.string(),
});
export type PaymentInformation = z.infer<typeof paymentInformationResponseSchema>['body'];
