// Type-checks every workspace, exiting non-zero on the first failure. Three programs instead of
// one a workspace, so each file is checked once where it can be: the domain, the contract and
// the server (Node, no DOM); the journeys and benchmarks (Node and the DOM of the pages they
// drive; they import the server); the web app (the DOM and JSX). Each workspace keeps its own
// tsconfig.json for editors.
import { execFileSync } from 'node:child_process';

const programs = ['tsconfig.node.json', 'tsconfig.tools.json', 'apps/web'];
for (const program of programs) {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', program], {
    stdio: 'inherit',
  });
}
