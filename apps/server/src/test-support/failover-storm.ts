import { openDatabase } from '../db/database.ts';
import { startTestCluster } from './cluster-processes.ts';
import {
  type Answer,
  CLIENT_EMAILS,
  DG1,
  SERVER_ENV,
  type Sent,
  type StormLog,
  checkAfterKill,
  compareEffects,
  depthOf,
  nextCommand,
  postCommand,
} from './crash-storm.ts';
import { exited, signInOver } from './server-process.ts';

/**
 * The crossing storm of crash-storm.ts through two gateways of a cluster, with `kill -9` of the
 * exchange's leader in the middle of each round: commands answered Retry (or sent while no
 * engine leads) are sent again with the same client order id until answered, as a client
 * does. Then every acknowledged answer is compared with the database, every key must have had
 * one effect, the ledger must balance, and the new leader's books (as a gateway serves them)
 * must equal the open orders in the database.
 */

export type FailoverOptions = {
  readonly databaseUrl: string;
  readonly kills: number;
  readonly stormMs: number;
  readonly inFlight: number;
};

export type FailoverFigures = {
  answersChecked: number;
  /** Commands answered Retry and sent again. */
  retried: number;
  /** Per kill: from the kill to the first answer to a command sent after it, ms. */
  takeoverMs: number[];
  /** The leadership epoch at the end, one more per kill than at the start. */
  epochs: number[];
  mismatches: string[];
};

const RETRY_PAUSE_MS = 50;
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** When a command was first sent and when its answer came. */
type Timing = { readonly sentAtMs: number; readonly answeredAtMs: number };
type Round = { log: StormLog; retried: number; timings: Timing[] };

/** Sends a command until it is answered (not Retry) or the time is up; null then. */
const sendUntilAnswered = async (
  url: string,
  sent: Sent,
  untilMs: number,
  round: Round,
): Promise<Answer | null | 'unanswered'> => {
  for (;;) {
    const answer = await postCommand(url, sent).catch(() => 'retry' as const);
    if (answer !== 'retry') return answer;
    if (Date.now() > untilMs) return 'unanswered';
    round.retried += 1;
    await sleep(RETRY_PAUSE_MS);
  }
};

const stormRound = async (
  gatewayUrls: readonly string[],
  tokens: readonly string[],
  untilMs: number,
  inFlight: number,
): Promise<Round> => {
  const round: Round = { log: { answered: [], unanswered: [] }, retried: 0, timings: [] };
  const open: string[][] = [[], []];
  let n = 0;
  const worker = async (index: number) => {
    const url = gatewayUrls[index % gatewayUrls.length] as string;
    while (Date.now() < untilMs) {
      n += 1;
      const sent = nextCommand(n, tokens, open);
      const sentAtMs = Date.now();
      const answer = await sendUntilAnswered(url, sent, untilMs, round);
      if (answer === 'unanswered') round.log.unanswered.push(sent);
      if (answer === null || answer === 'unanswered') continue;
      round.log.answered.push(answer);
      round.timings.push({ sentAtMs, answeredAtMs: Date.now() });
      if (answer.kind === 'add' && answer.status === 'submit') {
        open[CLIENT_EMAILS.indexOf(sent.email)]?.push(answer.id);
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, (_, index) => worker(index)));
  return round;
};

/** What a round left unanswered, sent again with the same ids now that an engine leads. */
const RESEND_WAIT_MS = 60_000;
const resend = async (urls: readonly string[], tokens: readonly string[], round: Round) => {
  const answers: Answer[] = [];
  for (const sent of round.log.unanswered.splice(0)) {
    const token = tokens[CLIENT_EMAILS.indexOf(sent.email)] as string;
    const url = urls[0] as string;
    const answer = await sendUntilAnswered(
      url,
      { ...sent, token },
      Date.now() + RESEND_WAIT_MS,
      round,
    );
    if (answer === 'unanswered') round.log.unanswered.push(sent);
    else if (answer !== null) answers.push(answer);
  }
  return answers;
};

const epochOf = async (gatewayUrl: string): Promise<number> => {
  const status = (await (await fetch(`${gatewayUrl}/v2/system/status`)).json()) as {
    engine: { epoch: number };
  };
  return status.engine.epoch;
};

/** What the database holds after the storm, against what the cluster answered and serves. */
const finalChecks = async (databaseUrl: string, gatewayUrl: string): Promise<string[]> => {
  const database = openDatabase(databaseUrl);
  try {
    const mismatches = await compareEffects(database.db);
    const served = (await (await fetch(`${gatewayUrl}/v2.1/igx/depth`)).json()) as {
      data: { contractId: number }[];
    };
    const expected = JSON.stringify(await depthOf(database.db));
    const actual = JSON.stringify(served.data.find((depth) => depth.contractId === DG1));
    if (actual !== expected) mismatches.push(`the new leader's depth ${actual} != ${expected}`);
    return mismatches;
  } finally {
    await database.db.destroy();
  }
};

export const runFailoverStorm = async (options: FailoverOptions): Promise<FailoverFigures> => {
  const figures: FailoverFigures = {
    answersChecked: 0,
    retried: 0,
    takeoverMs: [],
    epochs: [],
    mismatches: [],
  };
  const cluster = await startTestCluster(options.databaseUrl, {
    ...SERVER_ENV,
    MARKET_MAKER: 'off',
  });
  try {
    const urls = cluster.gateways.map((gateway) => gateway.url);
    const tokens = await Promise.all(
      CLIENT_EMAILS.map((email, index) => signInOver(urls[index % urls.length] as string, email)),
    );
    figures.epochs.push(await epochOf(urls[0] as string));
    for (let kill = 0; kill < options.kills; kill += 1) {
      const leader = await cluster.leader();
      const storming = stormRound(urls, tokens, Date.now() + options.stormMs * 2, options.inFlight);
      await sleep(options.stormMs * (0.25 + Math.random() * 0.5));
      leader.child.kill('SIGKILL');
      const killedAtMs = Date.now();
      await exited(leader.child);
      cluster.addEngine();
      const round = await storming;
      // The new leader's first answer: to a command first sent after the kill.
      const answeredAfter = round.timings
        .filter((timing) => timing.sentAtMs > killedAtMs)
        .map((timing) => timing.answeredAtMs);
      if (answeredAfter.length === 0) {
        figures.mismatches.push(`no command sent after kill ${kill + 1} was answered`);
      } else figures.takeoverMs.push(Math.min(...answeredAfter) - killedAtMs);
      round.log.answered.push(...(await resend(urls, tokens, round)));
      figures.retried += round.retried;
      figures.answersChecked += round.log.answered.length;
      figures.mismatches.push(...(await checkAfterKill(options.databaseUrl, round.log)));
      figures.epochs.push(await epochOf(urls[1] as string));
    }
    figures.mismatches.push(...(await finalChecks(options.databaseUrl, urls[0] as string)));
  } finally {
    await cluster.stop();
  }
  return figures;
};
