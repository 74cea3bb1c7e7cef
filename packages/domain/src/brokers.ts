/**
 * The four trading intermediaries of the login select (spec 000 section 2). The default broker
 * is the only one with a register path; the others register elsewhere.
 */
export const BROKER_IDS = ['metalgo', 'pospaygold', 'nunomics', 'bmtdigi'] as const;
/** The broker's id, which is also the app name a user signs in through. */
export type BrokerId = (typeof BROKER_IDS)[number];
export type Broker = {
  readonly id: BrokerId;
  readonly label: string;
  readonly isDefault: boolean;
  readonly registerPath: string | null;
  /**
   * The white label's two colours as shipped: an admin may change them (and the label, the
   * register path and the logo) in the console; these are each broker's first settings.
   */
  readonly brandColour: string;
  readonly brandStrongColour: string;
};

export const DEFAULT_BROKER_ID: BrokerId = 'metalgo';

export const brokers: readonly Broker[] = [
  {
    id: 'metalgo',
    label: 'ABI KB - METALGO+',
    isDefault: true,
    registerPath: '/register',
    brandColour: '#8f6a10',
    brandStrongColour: '#6b4e07',
  },
  {
    id: 'pospaygold',
    label: 'ABI KB - PospayGold',
    isDefault: false,
    registerPath: null,
    brandColour: '#c2410c',
    brandStrongColour: '#9a3412',
  },
  {
    id: 'nunomics',
    label: 'ABI KB - Nunomics',
    isDefault: false,
    registerPath: null,
    brandColour: '#0b7285',
    brandStrongColour: '#08515e',
  },
  {
    id: 'bmtdigi',
    label: 'ABI KB - BMT Digi',
    isDefault: false,
    registerPath: null,
    brandColour: '#2b7a3b',
    brandStrongColour: '#1d5a2a',
  },
];

/** The broker with this id, or undefined for any text that is not a broker id. */
export function brokerById(id: string): Broker | undefined {
  return brokers.find((broker) => broker.id === id);
}

export function isBrokerId(value: string): value is BrokerId {
  return brokerById(value) !== undefined;
}
