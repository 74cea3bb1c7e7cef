/** This feature's desk in the operator console: the app's console lists it. */
export { AccountsDesk } from './accounts-desk.tsx';
