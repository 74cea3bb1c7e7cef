// `npm run create-operator -- --email … --name …`: adds an operator (docs/operations.md), on the
// pinned Node, with the password from OPERATOR_PASSWORD or standard input.
import { spawn } from 'node:child_process';
import { onPinnedNode } from './pinned-node.mjs';

await onPinnedNode();
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/create-operator.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
