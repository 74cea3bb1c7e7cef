/** Settings that are a broker's own: its fee schedules and its white label. */
export * from './broker-branding.ts';
export * from './broker-fee-schedule.ts';
export * from './broker-settings-errors.ts';
export * from './contrast.ts';
