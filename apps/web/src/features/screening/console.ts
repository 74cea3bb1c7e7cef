/**
 * The Screening desk of the operator console (compliance), this feature's only face: the app's
 * console lists it.
 */
export { ScreeningDesk } from './screening-desk.tsx';
