/** Settings (spec 002): the tabs, the change-password form's rule and the fee and tax tables. */
export * from './fee-schedule.ts';
export * from './password-change.ts';
export * from './settings-errors.ts';
export * from './tabs.ts';
