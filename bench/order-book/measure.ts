/**
 * Throughput and latency of one book on one stream. Each round starts from a fresh book
 * brought to depth by the untimed prefill, settled into the old generation (see `settle`);
 * throughput rounds run without timers in the loop, then one more round times every command
 * on its own for the percentiles.
 */
import { performance } from 'node:perf_hooks';

export type BookUnderTest<C> = {
  readonly name: string;
  /** A fresh book with the prefill applied. */
  readonly prepare: () => (command: C) => void;
  readonly commands: readonly C[];
};

export type Measurement = {
  readonly commandsPerSecond: number;
  readonly p50Ns: number;
  readonly p99Ns: number;
  readonly p999Ns: number;
};

const ROUNDS_MIN = 3;
const ROUNDS_MAX = 100;

/** Whether the collector can be run on demand (`node --expose-gc`), which `settle` needs. */
export const canSettle = (): boolean => globalThis.gc !== undefined;

/**
 * Moves what the prefill built into the old generation, where a running engine's book lives:
 * an object that survives one minor collection is promoted by the next. Otherwise the timed
 * commands pay for copying the freshly built book out of the young generation (with 10,000
 * orders, about a tenth of the round) and run against a book still young, whose stores skip
 * the old-to-young bookkeeping a long-lived book pays.
 */
const settle = (): void => {
  globalThis.gc?.({ type: 'minor' });
  globalThis.gc?.({ type: 'minor' });
};

/** A fresh book brought to depth and settled, ready for a timed round. */
const prepared = <C>(book: BookUnderTest<C>): ((command: C) => void) => {
  const apply = book.prepare();
  settle();
  return apply;
};

const timedRound = <C>(book: BookUnderTest<C>): number => {
  const apply = prepared(book);
  const { commands } = book;
  const started = performance.now();
  for (let i = 0; i < commands.length; i += 1) apply(commands[i] as C);
  return performance.now() - started;
};

const latencyRound = <C>(book: BookUnderTest<C>): Float64Array => {
  const apply = prepared(book);
  const { commands } = book;
  const latencies = new Float64Array(commands.length);
  for (let i = 0; i < commands.length; i += 1) {
    const started = performance.now();
    apply(commands[i] as C);
    latencies[i] = (performance.now() - started) * 1e6;
  }
  return latencies.sort();
};

const percentile = (sorted: Float64Array, fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/**
 * Warms up for one round, then measures rounds until `seconds` of timed work have passed and
 * keeps the median round, which the other work on a shared machine disturbs least.
 */
export const measure = <C>(book: BookUnderTest<C>, seconds: number): Measurement => {
  timedRound(book);
  const roundsMs: number[] = [];
  let elapsedMs = 0;
  while (
    roundsMs.length < ROUNDS_MAX &&
    (elapsedMs < seconds * 1000 || roundsMs.length < ROUNDS_MIN)
  ) {
    roundsMs.push(timedRound(book));
    elapsedMs += roundsMs[roundsMs.length - 1] as number;
  }
  const medianMs = roundsMs.sort((a, b) => a - b)[Math.floor(roundsMs.length / 2)] as number;
  const latencies = latencyRound(book);
  return {
    commandsPerSecond: book.commands.length / (medianMs / 1000),
    p50Ns: percentile(latencies, 0.5),
    p99Ns: percentile(latencies, 0.99),
    p999Ns: percentile(latencies, 0.999),
  };
};

/** What an empty pair of timer reads costs, to read the latency figures against. */
export const timerOverheadNs = (): number => {
  const samples = new Float64Array(100_000);
  for (let i = 0; i < samples.length; i += 1) {
    const started = performance.now();
    samples[i] = (performance.now() - started) * 1e6;
  }
  return percentile(samples.sort(), 0.5);
};
