/** The cluster's bus: NATS between gateways and the exchange's leader. */
export { type Bus, BusUnavailable, SUBJECTS, decodeBody, encodeBody } from './bus.ts';
export { connectNatsBus } from './nats-bus.ts';
