/** Bullion delivery by post: locations, fee quotes, requests, tracking, and the back office. */
export { type PoslogDeps, poslogRoutes } from './routes.ts';
export { advanceShipment, cancelShipment, shipmentsForOperator } from './operator-shipments.ts';
export type { PostalService } from './postal-service.ts';
export type { OperatorShipment } from '@emas/api';
