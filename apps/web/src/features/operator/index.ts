/** The operator console's public surface: /operator/*, behind the operator's own sign-in. */
export { type ConsoleDesk, OperatorConsole } from './operator-console.tsx';
export { operatorCall } from './operator-session.ts';
export { useDeskAction } from './use-desk-action.ts';
export { DeskMessageLine } from './desk-message.tsx';
export { Desk } from './desk.tsx';
export { useOperatorPage } from './use-operator-page.ts';
export { ReasonDialog } from './reason-dialog.tsx';
export {
  endOperatorSession,
  startOperatorSession,
  useOperatorSession,
} from './operator-session.ts';
