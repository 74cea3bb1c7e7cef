// `npm run create-operator -- --email … --name …`: adds an operator (docs/operations.md), on the
// pinned Node from the server's bundle, with the password from OPERATOR_PASSWORD or standard input.
import { spawn } from 'node:child_process';
import { onPinnedNode } from './pinned-node.mjs';

await onPinnedNode();
const { CREATE_OPERATOR_BUNDLE, buildServer } = await import('./build-server.mjs');
await buildServer();
const child = spawn(process.execPath, [CREATE_OPERATOR_BUNDLE, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
