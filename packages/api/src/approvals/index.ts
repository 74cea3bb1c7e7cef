/** The second approver on money: the 202 of a money call and the Approvals desk's calls. */
export * from './schemas.ts';
export * from './endpoints.ts';
