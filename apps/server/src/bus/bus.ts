/**
 * The cluster's bus: commands from the gateways to the exchange's leader (request and reply),
 * and what the leader committed, the market's prices and the live messages to every process
 * (publish and subscribe). Bodies are JSON whose whole numbers may be bigints (money, gold).
 */
export type Bus = {
  /** The one answer of whoever serves `subject`; BusUnavailable if none answers in time. */
  request(subject: string, body: unknown, timeoutMs: number): Promise<unknown>;
  /** Answers requests on `subject`; each request reaches one server of the subject. */
  serve(subject: string, handler: (body: unknown) => Promise<unknown>): () => void;
  publish(subject: string, body: unknown): void;
  subscribe(subject: string, handler: (body: unknown) => void): () => void;
  /** Resolves once the bus has taken everything sent before (subscriptions included). */
  flush(): Promise<void>;
  /** Connected to the bus now. */
  up(): boolean;
  close(): Promise<void>;
};

/** No process answered: none serves the subject, it did not answer in time, or the bus is down. */
export class BusUnavailable extends Error {
  readonly code = 'BUS_UNAVAILABLE';
}

/** The subjects of the cluster, one name each. */
export const SUBJECTS = {
  /** A new leader serves: commands in flight to the one before will not be answered. */
  leader: 'emas.exchange.leader',
  /** An exchange command; the leader answers once its batch committed. */
  command: 'emas.exchange.command',
  /** Every market's snapshot as the leader holds it now. */
  snapshots: 'emas.exchange.snapshots',
  /** A market's snapshot after a commit changed it. */
  snapshot: 'emas.exchange.snapshot',
  /** What a committed batch changed. */
  committed: 'emas.exchange.committed',
  /** The reference price and the rate now. */
  quoteNow: 'emas.market.quote-now',
  /** Each new reference price or rate. */
  quote: 'emas.market.quote',
  /** Recent candles of a symbol and interval. */
  candles: 'emas.market.candles',
  /** A live message for the sockets of every gateway. */
  live: 'emas.live',
} as const;

const BIGINT = '$bigint';

/** JSON that keeps bigints: each becomes `{ "$bigint": "123" }` on the wire. */
export const encodeBody = (body: unknown): string =>
  JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'bigint' ? { [BIGINT]: value.toString() } : value,
  );

export const decodeBody = (text: string): unknown =>
  JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null && BIGINT in value) {
      return BigInt((value as Record<string, string>)[BIGINT] ?? '0');
    }
    return value;
  });
