/**
 * The gold contracts traded on the exchange and their configuration (spec 001 section 3,
 * spec 000 section 3). Weights are milligrams; a lot is one contract of `weightMg`.
 *
 * The spec names: id 1 100 g non pool DG100; id 2 1 kg disabled; id 3 1 g pool, buying disabled,
 * weight correction 100; id 4 0.01 g pool DG001, correction 0.01; id 5 1 g pool DG1; and the
 * code K1KG for the 1 kg pre-order contract (review check 2). Where the spec is silent we chose
 * (for docs/decisions.md):
 * - id 3 is the contract of type kau (the spec has a kau type, `add_kau_order` and a KAU tile
 *   label, and a 1 g pool contract fits KAU, one gram of gold), code and ticker KAU;
 *   every other contract is of type other.
 * - Weight corrections not in the spec turn a contract price into a price per gram, as the
 *   spec's percent-change formula does: 100 for 100 g, 1000 for 1 kg, 1 for DG1.
 * - Pool contracts (3, 4, 5) allow a quantity decimal (steps of 0.1 lot); bar contracts (1, 2)
 *   trade whole lots. 0.1 lot is a whole number of milligrams for every contract.
 * - Prices on the ticket and in the depth show 2 decimals (the limit price step is 0.01);
 *   depth quantities show 1 decimal where a quantity decimal is allowed, else 0.
 * - Two products: 1 Emas Digital (contracts 1, 2, 4, 5) and 2 KAU (contract 3), both active.
 * - Names and tickers: "Emas <weight>" and XAU<weight>, the trade-ticket name joins code and
 *   name. The spec's weightMultiplication has no stated meaning and is not modelled.
 */

export const CONTRACT_TYPES = ['kau', 'other'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_STATUSES = ['active', 'disabled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const ORDER_DIRECTIONS = ['buy', 'sell'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];
export const ORDER_TYPES = ['market', 'limit'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** A positive rational, so 0.01 needs no float: { numerator: 1n, denominator: 100n }. */
export type Rational = { readonly numerator: bigint; readonly denominator: bigint };

export type ContractConfig = {
  readonly contractId: number;
  readonly codeName: string;
  readonly name: string;
  readonly tradeTicketName: string;
  readonly ticker: string;
  readonly contractType: ContractType;
  /** Weight of one lot in milligrams. */
  readonly weightMg: bigint;
  /** Contract price / weight correction = price per gram (spec's percent-change formula). */
  readonly weightCorrection: Rational;
  readonly isPool: boolean;
  readonly tbTtDecimalPlace: number;
  readonly depthTTDecimalPlace: number;
  readonly depthQuantityDecimalPlace: number;
  readonly hasQuantityDecimal: boolean;
  readonly status: ContractStatus;
  readonly productId: number;
  readonly disabledDirections: readonly OrderDirection[];
  readonly disabledOrderTypes: readonly OrderType[];
};

export type Product = { readonly id: number; readonly name: string; readonly active: boolean };

export const MG_PER_GRAM = 1000n;
/** A quantity decimal moves in tenths of a lot. */
export const QUANTITY_DECIMAL_STEPS_PER_LOT = 10n;

export const products: readonly Product[] = [
  { id: 1, name: 'Emas Digital', active: true },
  { id: 2, name: 'KAU', active: true },
];

const whole = (value: bigint): Rational => ({ numerator: value, denominator: 1n });

type ContractSeed = Pick<
  ContractConfig,
  'contractId' | 'codeName' | 'ticker' | 'contractType' | 'weightMg' | 'weightCorrection' | 'isPool'
> &
  Partial<Pick<ContractConfig, 'status' | 'disabledDirections' | 'productId'>> & {
    weightLabel: string;
  };

const contract = (seed: ContractSeed): ContractConfig => {
  const name = `Emas ${seed.weightLabel}${seed.isPool ? ' Pool' : ''}`;
  return {
    contractId: seed.contractId,
    codeName: seed.codeName,
    name,
    tradeTicketName: `${seed.codeName} - ${name}`,
    ticker: seed.ticker,
    contractType: seed.contractType,
    weightMg: seed.weightMg,
    weightCorrection: seed.weightCorrection,
    isPool: seed.isPool,
    tbTtDecimalPlace: 2,
    depthTTDecimalPlace: 2,
    depthQuantityDecimalPlace: seed.isPool ? 1 : 0,
    hasQuantityDecimal: seed.isPool,
    status: seed.status ?? 'active',
    productId: seed.productId ?? 1,
    disabledDirections: seed.disabledDirections ?? [],
    disabledOrderTypes: [],
  };
};

/** Contracts 1 to 5, by id. */
export const contracts: readonly ContractConfig[] = [
  contract({
    contractId: 1,
    codeName: 'DG100',
    ticker: 'XAU100G',
    contractType: 'other',
    weightLabel: '100 gram',
    weightMg: 100_000n,
    weightCorrection: whole(100n),
    isPool: false,
  }),
  contract({
    contractId: 2,
    codeName: 'K1KG',
    ticker: 'XAU1KG',
    contractType: 'other',
    weightLabel: '1 kg',
    weightMg: 1_000_000n,
    weightCorrection: whole(1000n),
    isPool: false,
    status: 'disabled',
  }),
  contract({
    contractId: 3,
    codeName: 'KAU',
    ticker: 'KAU',
    contractType: 'kau',
    weightLabel: '1 gram',
    weightMg: 1_000n,
    weightCorrection: whole(100n),
    isPool: true,
    disabledDirections: ['buy'],
    productId: 2,
  }),
  contract({
    contractId: 4,
    codeName: 'DG001',
    ticker: 'XAU001G',
    contractType: 'other',
    weightLabel: '0,01 gram',
    weightMg: 10n,
    weightCorrection: { numerator: 1n, denominator: 100n },
    isPool: true,
  }),
  contract({
    contractId: 5,
    codeName: 'DG1',
    ticker: 'XAU1G',
    contractType: 'other',
    weightLabel: '1 gram',
    weightMg: 1_000n,
    weightCorrection: whole(1n),
    isPool: true,
  }),
];

const byId = new Map(contracts.map((config) => [config.contractId, config]));

/** The configuration of a contract, or undefined for an id the exchange does not list. */
export const contractById = (contractId: number): ContractConfig | undefined =>
  byId.get(contractId);

export const productById = (productId: number): Product | undefined =>
  products.find((product) => product.id === productId);

/**
 * Whether a review of this order may go ahead for the contract alone: the contract is active,
 * its product is active, and neither the direction nor the order type is disabled. Who may
 * order (client of the main broker) is decided elsewhere.
 */
export const isContractOrderable = (
  config: ContractConfig,
  direction: OrderDirection,
  orderType: OrderType,
): boolean =>
  config.status === 'active' &&
  productById(config.productId)?.active === true &&
  !config.disabledDirections.includes(direction) &&
  !config.disabledOrderTypes.includes(orderType);

/** The smallest tradable quantity of the contract, in milligrams: a lot, or a tenth of one. */
export const quantityStepMg = (
  config: Pick<ContractConfig, 'weightMg' | 'hasQuantityDecimal'>,
): bigint =>
  config.hasQuantityDecimal ? config.weightMg / QUANTITY_DECIMAL_STEPS_PER_LOT : config.weightMg;
