/** The operator console's public surface: /operator/*, behind the operator's own sign-in. */
export { OperatorConsole } from './operator-console.tsx';
