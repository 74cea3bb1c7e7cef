/**
 * The operator console, a kit the features' desks plug into: /operator/* behind the operator's
 * own sign-in, the console's own pages (deposits, the audit log), and the building blocks of a
 * desk. It imports no feature; the app hands it every desk from one list (app/operator-route).
 */
export { type ConsoleDesk, OperatorConsole } from './operator-console.tsx';
export { ActionsPage } from './actions-page.tsx';
export { DepositsPage } from './deposits-page.tsx';
export { operatorCall } from './operator-session.ts';
export { operatorErrorText } from './operator-errors.ts';
export { type DeskMessage, useDeskAction } from './use-desk-action.ts';
export { DeskMessageLine } from './desk-message.tsx';
export { HinAmountForm } from './hin-amount-form.tsx';
export { isAwaitingApproval } from './awaiting-approval.ts';
export { Desk } from './desk.tsx';
export { deskHeadings } from './desk-headings.ts';
export { DecisionDesk, useDecisionDesk } from './decision-desk.tsx';
export { DecisionButtons } from './decision-buttons.tsx';
export { DialogButtons } from './dialog-buttons.tsx';
export { HolderCell } from './holder-cell.tsx';
export { useOperatorPage } from './use-operator-page.ts';
export { ReasonDialog } from './reason-dialog.tsx';
export {
  endOperatorSession,
  startOperatorSession,
  useOperatorSession,
} from './operator-session.ts';
