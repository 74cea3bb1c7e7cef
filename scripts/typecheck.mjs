// Type-checks every workspace, exiting non-zero on the first failure. Three programs instead of
// one a workspace, so each file is checked once where it can be: the domain, the contract and
// the server (Node, no DOM); the journeys and benchmarks (Node and the DOM of the pages they
// drive; they import the server); the web app (the DOM and JSX). Each workspace keeps its own
// tsconfig.json for editors.
//
// The check runs on TypeScript 7, the native compiler (installed as `typescript-native`): it
// checks the same programs in a third of the time. typescript-eslint still needs TypeScript 5's
// JavaScript API, which is why `typescript` stays at 5.9 beside it.
import { spawnSync } from 'node:child_process';

const NATIVE_TSC = 'node_modules/typescript-native/bin/tsc';
// One checker thread: the check runs beside the unit and API tests on two cores, where four
// checkers (the default) spent 44 s of CPU on what one does in 17 (they each resolve the
// types their files share).
const CHECKERS = ['--checkers', '1'];
const programs = ['tsconfig.node.json', 'tsconfig.tools.json', 'apps/web'];
for (const program of programs) {
  const { status } = spawnSync(process.execPath, [NATIVE_TSC, '-p', program, ...CHECKERS], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(1);
}
