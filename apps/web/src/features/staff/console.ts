/**
 * This feature's desk in the operator console: the app's console lists it; nothing else of
 * the app loads it.
 */
export { OperatorsDesk } from './operators-desk.tsx';
