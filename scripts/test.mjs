// `npm test`: lint, type check, unit and API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys, on the pinned Node. Ends with one
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { buildWeb } from './build-web.mjs';
import { ensureInstalled } from './ensure-install.mjs';
import { onPinnedNode } from './pinned-node.mjs';

ensureInstalled();
await onPinnedNode();
mkdirSync('e2e/artifacts', { recursive: true });

const run = (title, command, args, env = {}) => {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status === 0;
};

const npx = (bin) => `node_modules/.bin/${bin}`;
const totals = { passed: 0, failed: 0 };
const steps = [];

steps.push(run('lint', npx('eslint'), ['.']));
steps.push(run('format', npx('prettier'), ['--check', '--log-level=warn', '.']));
steps.push(run('type check', process.execPath, ['scripts/typecheck.mjs']));
if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: API tests run on SQLite only.');
}
const vitestOk = run('unit and API tests', npx('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=e2e/artifacts/vitest.json',
]);
steps.push(vitestOk);
try {
  const report = JSON.parse(readFileSync('e2e/artifacts/vitest.json', 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
} catch {
  totals.failed += 1;
}

buildWeb();
const journeyFiles = readdirSync('e2e/journeys')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `e2e/journeys/${name}`);
console.log('\n=== browser journeys ===');
const e2e = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter=tap',
    '--test-reporter-destination=stdout',
    '--test-reporter-destination=e2e/artifacts/journeys.tap',
    ...journeyFiles,
  ],
  { stdio: 'inherit', shell: false },
);
console.log(`=== browser journeys: ${e2e.status === 0 ? 'ok' : 'FAILED'}`);
steps.push(e2e.status === 0);
try {
  const tap = readFileSync('e2e/artifacts/journeys.tap', 'utf8');
  totals.passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
  totals.failed += Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
} catch {
  totals.failed += 1;
}

const allOk = steps.every(Boolean);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(allOk && totals.failed === 0 ? 0 : 1);
