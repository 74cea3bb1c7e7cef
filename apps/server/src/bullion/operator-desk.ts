import { operatorEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { audited, pageAnswer } from '../operator/index.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { BullionDeps } from './deps.ts';
import { advanceShipment, cancelShipment, shipmentsForOperator } from './operator-shipments.ts';

const ok = 200 as const;

/**
 * The shipments desk of the operator console: move a shipment through the postal statuses, or
 * cancel it early.
 */
export const shipmentDesk = (app: FastifyInstance, deps: BullionDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.shipments, async (request) => ({
    status: ok,
    data: await pageAnswer(shipmentsForOperator(db, request.query)),
  }));
  routeOf(app, calls.advanceShipment, async (request) => {
    const { id } = request.params;
    const { receipt_number: receipt } = request.body;
    const entry = { action: 'shipment.advance', subject: id, input: { receipt_number: receipt } };
    const data = await audited(deps, request, entry, () => advanceShipment(deps, id, receipt));
    return { status: ok, data };
  });
  routeOf(app, calls.cancelShipment, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const entry = { action: 'shipment.cancel', subject: id, input: { reason } };
    const data = await audited(deps, request, entry, () => cancelShipment(deps, id, reason));
    return { status: ok, data };
  });
};
