/**
 * The order book alone against the `nodejs-order-book` package on the same seeded streams:
 * commands per second and p50/p99/p99.9 latency per command, with about 100 and 10,000
 * orders resting, for exchange-core's published mix and a place-heavy mix.
 * Run: node --expose-gc --import tsx bench/order-book/run.ts   (about a minute)
 */
import { cpus, loadavg } from 'node:os';
import { FastOrderBook, applyCommand, type BookCommand } from '../../packages/domain/src/index.ts';
import {
  exchangeCoreMix,
  generateStream,
  placeHeavyMix,
  type CommandMix,
  type CommandStream,
} from './command-stream.ts';
import {
  canSettle,
  measure,
  timerOverheadNs,
  type BookUnderTest,
  type Measurement,
} from './measure.ts';
import {
  applyPackageCommand,
  createPackageBook,
  packageRestingCount,
  toPackageCommand,
  type PackageCommand,
} from './package-book.ts';

const SEED = 20_240_601;
const STREAM_COMMANDS = 100_000;
const SECONDS_PER_CASE = 3;
const RESTING_TARGETS = [100, 10_000];

const ours = (stream: CommandStream): BookUnderTest<BookCommand> => ({
  name: 'emas FastOrderBook',
  commands: stream.commands,
  prepare: () => {
    const book = new FastOrderBook();
    stream.prefill.forEach((command) => applyCommand(book, command));
    return (command) => {
      applyCommand(book, command);
    };
  },
});

const theirs = (stream: CommandStream): BookUnderTest<PackageCommand> => {
  const prefill = stream.prefill.map(toPackageCommand);
  return {
    name: 'nodejs-order-book',
    commands: stream.commands.map(toPackageCommand),
    prepare: () => {
      const book = createPackageBook();
      prefill.forEach((command) => applyPackageCommand(book, command));
      return (command) => applyPackageCommand(book, command);
    },
  };
};

type StreamFacts = {
  readonly shares: string;
  /** Share of the measured commands that traded at least once (on our book). */
  readonly tradingShare: number;
  readonly ourResting: number;
  readonly packageResting: number;
};

/** What the stream holds, and the orders resting in each book once it has run. */
const streamFacts = (stream: CommandStream): StreamFacts => {
  const book = new FastOrderBook();
  const packageBook = createPackageBook();
  stream.prefill.forEach((command) => {
    applyCommand(book, command);
    applyPackageCommand(packageBook, toPackageCommand(command));
  });
  const kinds = new Map<string, number>();
  let trading = 0;
  for (const command of stream.commands) {
    const kind = command.kind === 'place' ? command.order.type : command.kind;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const result = applyCommand(book, command);
    if (result.ok && result.value.fills.length > 0) trading += 1;
    applyPackageCommand(packageBook, toPackageCommand(command));
  }
  const percent = (count: number): string =>
    `${((100 * count) / stream.commands.length).toFixed(1)}%`;
  const shares = [...kinds].map(([kind, count]) => `${kind} ${percent(count)}`).join(', ');
  const { bids, asks } = book.snapshot();
  return {
    shares,
    tradingShare: trading / stream.commands.length,
    ourResting: bids.length + asks.length,
    packageResting: packageRestingCount(packageBook),
  };
};

const format = (name: string, m: Measurement): string =>
  `| ${name} | ${Math.round(m.commandsPerSecond).toLocaleString('en-US')} | ` +
  `${(m.p50Ns / 1000).toFixed(2)} | ${(m.p99Ns / 1000).toFixed(2)} | ${(m.p999Ns / 1000).toFixed(2)} |`;

console.log(
  `node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `timer overhead per latency sample: ${timerOverheadNs().toFixed(0)} ns (included in the latencies)`,
);
console.log(
  canSettle()
    ? 'each prefilled book is settled into the old generation before it is timed'
    : 'run with node --expose-gc to settle each prefilled book before it is timed; these figures charge the prefill its collection',
);
/** One mix at one depth: both books on the same stream; returns our commands per second. */
const runCase = (mix: CommandMix, target: number): number => {
  const stream = generateStream(mix, target, STREAM_COMMANDS, SEED);
  const facts = streamFacts(stream);
  console.log(`\n### ${mix.name} mix, ${target.toLocaleString('en-US')} orders resting`);
  console.log(`commands: ${facts.shares}; ${(100 * facts.tradingShare).toFixed(1)}% of them trade`);
  console.log(
    `resting: ${stream.restingAverage} on average; after the stream ours ${facts.ourResting}, the package ${facts.packageResting}`,
  );
  console.log('| book | commands/s | p50 µs | p99 µs | p99.9 µs |\n|---|---|---|---|---|');
  const fast = measure(ours(stream), SECONDS_PER_CASE);
  console.log(format('emas FastOrderBook', fast));
  const slow = measure(theirs(stream), SECONDS_PER_CASE);
  console.log(format('nodejs-order-book', slow));
  console.log(`ours / package: ${(fast.commandsPerSecond / slow.commandsPerSecond).toFixed(2)}x`);
  return fast.commandsPerSecond;
};

const summary: string[] = [];
for (const mix of [exchangeCoreMix, placeHeavyMix]) {
  const [shallow = 0, deep = 0] = RESTING_TARGETS.map((target) => runCase(mix, target));
  summary.push(
    `${mix.name}: throughput with 10,000 resting / with 100 resting = ${(deep / shallow).toFixed(2)}`,
  );
}
console.log(
  `\n${summary.join('\n')}\nload average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
