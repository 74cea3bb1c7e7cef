/** This feature's desk in the operator console: the app's console lists it. */
export { BrokerSettingsDesk } from './broker-settings-desk.tsx';
