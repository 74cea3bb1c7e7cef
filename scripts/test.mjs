// `npm test`: lint, type check, unit and API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys, on the pinned Node. Ends with one
// "N passed, N failed" line.
//
// Two cores are kept busy: the web build and then the static checks run beside the unit and
// API tests (and, if still running, beside the journeys), and the journeys run three at a time.
// Each stage's output is kept whole (the ones beside the tests are printed when they end), and
// each stage's time is printed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureInstalled } from './ensure-install.mjs';
import { onPinnedNode } from './pinned-node.mjs';

ensureInstalled();
await onPinnedNode();
// Every Node process of the run (the servers the API tests and journeys start, the journeys'
// own processes) keeps the code V8 compiled for the modules it loads, so the next one loads
// them from there: a quarter off each server's start (docs/decisions.md, Testing).
process.env.NODE_COMPILE_CACHE ??= resolve('node_modules/.cache/node-compile');
mkdirSync('e2e/artifacts', { recursive: true });

// Three at a time: a journey waits on its server and its timers part of the time, and a third
// fills the gaps (about a tenth off the stage); the time limits are generous enough for it.
const JOURNEYS_AT_ONCE = 3;
/**
 * The journeys, longest first (times of a CI run), so the stage ends on short ones and no slot
 * waits long for the last.
 */
const LONGEST_JOURNEYS = [
  'layout-laptop',
  'sign-in',
  'registration',
  'market-sell',
  'market-buy',
  'layout-phone',
  'session-expiry',
  'stop-order',
  'chat',
  'add-bank-account',
  'trading-screen',
  'cash-withdrawal',
  'settings',
  'statement-import',
  'reports',
  'bullion-delivery',
  'four-eyes-payout',
  'news',
  'limit-order',
];
/** A journey test still running after this is stuck, not slow: it fails instead of hanging. */
const JOURNEY_TEST_TIMEOUT_MS = 15 * 60_000;
const npx = (bin) => `node_modules/.bin/${bin}`;
const runStarted = Date.now();
const seconds = (fromMs) => Math.round((Date.now() - fromMs) / 1000);

/**
 * Runs one stage. `inherit` streams its output; otherwise it is collected and printed in one
 * piece when the stage ends, so stages running side by side do not interleave.
 */
const run = (title, command, args, { inherit = false } = {}) =>
  new Promise((done) => {
    const started = Date.now();
    if (inherit) console.log(`\n=== ${title} ===`);
    const child = spawn(command, args, { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!inherit) {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      done(code === 0);
    });
  });

const staticChecks = async () => [
  await run('lint', npx('eslint'), ['.']),
  await run('format', npx('prettier'), ['--check', '--log-level=warn', '.']),
  await run('type check', process.execPath, ['scripts/typecheck.mjs']),
];

const webBuild = () =>
  run('web build', process.execPath, [
    '-e',
    "import('./scripts/build-web.mjs').then(({ buildWeb }) => buildWeb())",
  ]);

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: API tests run on SQLite only.');
}
// The web build goes first: the journeys need it, and they start as soon as the unit and API
// tests end, while the static checks may still be running beside them.
const built = webBuild();
const checked = built.then(() => staticChecks());
const vitestOk = await run(
  'unit and API tests',
  npx('vitest'),
  ['run', '--reporter=default', '--reporter=json', '--outputFile.json=e2e/artifacts/vitest.json'],
  { inherit: true },
);
const builtOk = await built;

const totals = { passed: 0, failed: 0 };
try {
  const report = JSON.parse(readFileSync('e2e/artifacts/vitest.json', 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
} catch {
  totals.failed += 1;
}

// Every journey's server starts on a copy of one database, migrated and seeded here once.
const seededDatabase = 'e2e/artifacts/seeded.db';
const seededOk = await run('seeded database for the journeys', process.execPath, [
  'e2e/support/prepare-seeded-database.ts',
  seededDatabase,
]);
if (seededOk) {
  process.env.E2E_SEEDED_DATABASE = resolve(seededDatabase);
  // Preparing the database built the server bundle: the journeys' servers start from it.
  process.env.E2E_SERVER_BUNDLE = resolve('apps/server/dist/bundle/server.mjs');
}

// The journeys run on Node's own TypeScript type stripping (they use only erasable syntax), which
// spares each journey file tsx's compile of it and of Playwright's typings.
// One Chromium for every journey file (each keeps its own contexts), instead of a launch each.
const { BROWSER_ENDPOINT_ENV, launchSharedBrowser } = await import('../e2e/support/browser.ts');
const sharedBrowser = await launchSharedBrowser();
process.env[BROWSER_ENDPOINT_ENV] = sharedBrowser.wsEndpoint();

const rank = (name) => {
  const index = LONGEST_JOURNEYS.indexOf(name.replace('.test.ts', ''));
  return index === -1 ? LONGEST_JOURNEYS.length : index;
};
const journeyFiles = readdirSync('e2e/journeys')
  .filter((name) => name.endsWith('.test.ts'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((name) => `e2e/journeys/${name}`);
const journeysOk = await run(
  'browser journeys',
  process.execPath,
  [
    '--test',
    `--test-concurrency=${JOURNEYS_AT_ONCE}`,
    `--test-timeout=${JOURNEY_TEST_TIMEOUT_MS}`,
    '--test-reporter=spec',
    '--test-reporter=tap',
    '--test-reporter-destination=stdout',
    '--test-reporter-destination=e2e/artifacts/journeys.tap',
    ...journeyFiles,
  ],
  { inherit: true },
);
await sharedBrowser.close();
try {
  const tap = readFileSync('e2e/artifacts/journeys.tap', 'utf8');
  totals.passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
  totals.failed += Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
} catch {
  totals.failed += 1;
}

const checksOk = await checked;
const allOk = vitestOk && builtOk && checksOk.every(Boolean) && journeysOk;
console.log(`\nAll stages in ${seconds(runStarted)} s`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(allOk && totals.failed === 0 ? 0 : 1);
