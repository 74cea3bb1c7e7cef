import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
} from 'fastify';
import type { Endpoint } from '@emas/api';
import { jakartaDate, jakartaParts } from '@emas/domain';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';

/**
 * A console desk: a feature's operator calls, registered by the console inside its own scope,
 * where the operator guard applies.
 */
export type ConsoleDesk<Deps> = (console: FastifyInstance, deps: Deps) => void;

/**
 * A desk's count of waiting items, shown beside it in the console's menu: the call that opens
 * the desk (its roles decide who is told the count, and the menu finds the desk by its path)
 * and how many items wait for an operator there.
 */
export type DeskCount<Deps> = {
  readonly opens: Endpoint;
  count(deps: Deps): Promise<number>;
};

/**
 * Background work of a feature (a sweep, a reconciliation, a watch). The app starts every job
 * once it is ready and stops them when it closes, so no request and no route plugin starts
 * work; `start` resolves once the job is under way (a once-at-start job, once it has run) and
 * gives what stops it.
 */
export type Job<Deps> = {
  readonly name: string;
  /**
   * Where it runs in a cluster: `once` (the default), on the exchange's leader alone, for work
   * that must happen once (sweeps, reconciliations, notices); `every gateway`, for work on a
   * process's own sockets. A single process runs both.
   */
  readonly runs?: 'once' | 'every gateway';
  start(deps: Deps, log: FastifyBaseLogger): Promise<() => Promise<void> | void>;
};

/** The content security policy, which a feature may widen for the sources it embeds. */
export type ContentSecurityPolicy = {
  readonly directives: Readonly<Record<string, readonly string[]>>;
};

/**
 * What a feature hands the app, from its index.ts: its calls, its console desks, its jobs and
 * the sources it adds to the content security policy. `Deps` is what the feature needs of the
 * app's services; app.ts registers every feature from one list with all of them.
 */
export type Feature<Deps extends FastifyPluginOptions> = {
  readonly name: string;
  readonly routes?: FastifyPluginAsync<Deps>;
  readonly consoleDesks?: readonly ConsoleDesk<Deps>[];
  readonly deskCounts?: readonly DeskCount<Deps>[];
  readonly jobs?: readonly Job<Deps>[];
  readonly contentSecurity?: (
    policy: ContentSecurityPolicy,
    config: Config,
  ) => ContentSecurityPolicy;
};

/**
 * A job that runs `round` every `everyMs` (not at start), logging a failed round and going on;
 * the timer never keeps the process alive.
 */
export const intervalJob = <Deps>(
  name: string,
  everyMs: number,
  round: (deps: Deps) => Promise<unknown>,
): Job<Deps> => ({
  name,
  start: async (deps, log) => {
    const timer = setInterval(() => {
      round(deps).catch((error: unknown) => log.error({ err: error }, name));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  },
});

/** How often a daily job looks at the clock: its hour is kept within a minute. */
const DAILY_JOB_CHECK_MS = 60_000;

/**
 * A job that runs `run` for each Jakarta day once the day reaches the hour `hourOf` reads from
 * the configuration. It looks every minute; `run` must itself do a day's work once (claim the
 * day in the database), which also keeps it once across a cluster and a restart.
 */
export const dailyJob = <Deps extends { readonly clock: Clock; readonly config: Config }>(
  name: string,
  hourOf: (config: Config) => number,
  run: (deps: Deps, day: string) => Promise<unknown>,
): Job<Deps> =>
  intervalJob(name, DAILY_JOB_CHECK_MS, async (deps: Deps) => {
    const nowMs = deps.clock.now();
    if (jakartaParts(nowMs).hour < hourOf(deps.config)) return;
    await run(deps, jakartaDate(nowMs));
  });

/** A job that runs once as the app gets ready (a reconciliation after a restart), and no more. */
export const onceAtStartJob = <Deps>(
  name: string,
  run: (deps: Deps) => Promise<unknown>,
): Job<Deps> => ({
  name,
  start: async (deps) => {
    await run(deps);
    return () => {};
  },
});

/**
 * The jobs of every feature as one: `start` starts them in order, each once the one before is
 * under way (so a reconciliation at start ends before the sweeps begin); `stop` stops them in
 * the reverse order.
 */
/** The jobs a process of the role runs (see Job's `runs`). */
export const jobsOfRole = <Deps>(
  jobs: readonly Job<Deps>[],
  role: 'single' | 'engine' | 'gateway',
): Job<Deps>[] =>
  jobs.filter((job) => {
    if (role === 'single') return true;
    return (job.runs === 'every gateway') === (role === 'gateway');
  });

export const jobsRunner = <Deps>(
  jobs: readonly Job<Deps>[],
  deps: Deps,
  log: FastifyBaseLogger,
): { start(): Promise<void>; stop(): Promise<void> } => {
  const stops: (() => Promise<void> | void)[] = [];
  return {
    start: async () => {
      for (const job of jobs) stops.push(await job.start(deps, log));
    },
    stop: async () => {
      for (const stop of stops.splice(0).reverse()) await stop();
    },
  };
};
