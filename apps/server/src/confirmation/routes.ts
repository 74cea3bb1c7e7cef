import { confirmationEndpoints as calls } from '@emas/api';
import { type OrderDirection, confirmationDocument } from '@emas/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOfToken } from '../auth/index.ts';
import type { Clock } from '../clock.ts';
import type { Database, Db } from '../db/database.ts';
import { subjectOf } from '../permissions/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { noStore } from '../plugins/no-store.ts';
import { confirmationData } from './data.ts';
import { confirmationPdf } from './pdf.ts';
import { confirmationRecord } from './repository.ts';

export type ConfirmationDeps = { readonly database: Database; readonly clock: Clock };

type Viewer = { readonly id: string; readonly level: Parameters<typeof subjectOf>[1]['level'] };

/**
 * The document of one side of a trade, for a viewer who may see that side's account (the
 * party itself, or an ib, fm or ccp above it). No committed trade with that id answers
 * FileNotExist: the spec's "being prepared". A side the viewer may not see is AccessDenied.
 */
const documentFor = async (db: Db, viewer: Viewer, tradeId: string, direction: OrderDirection) => {
  const record = await confirmationRecord(db, tradeId, direction);
  if (record === null) throw new AppError('FileNotExist');
  await subjectOf(db, viewer, record.holderAccountId);
  return confirmationDocument(record.facts);
};

/**
 * The account a token signs in, with its level; null for a token that names no live session.
 * Like the live channel's token, reading it records no session activity.
 */
const viewerOfToken = async (db: Db, token: string, nowMs: number): Promise<Viewer | null> => {
  const session = await sessionOfToken(db, token, nowMs);
  if (session === null) return null;
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'level'])
    .where('id', '=', session.accountId)
    .executeTakeFirst();
  return account ?? null;
};

/** The trade confirmation (spec 002 sections 2 and 7): the PDF and the /invoice page's data. */
export const confirmationRoutes: FastifyPluginAsync<ConfirmationDeps> = async (app, deps) => {
  const { db } = deps.database;

  routeOf(app, calls.transactionInvoice, async (request) => {
    const { order_match_id: tradeId, direction } = request.body;
    const doc = await documentFor(db, callerOf(request), tradeId, direction);
    const bytes = await confirmationPdf(doc);
    return { status: 200 as const, body: { type: 'Buffer' as const, data: [...bytes] } };
  });

  routeOf(
    app,
    calls.confirmationData,
    async (request) => {
      const { order_match_id: tradeId, direction, token } = request.query;
      // A refused token and a foreign trade answer alike, so the page is no token oracle.
      const viewer = await viewerOfToken(db, token, deps.clock.now());
      if (viewer === null) throw new AppError('AccessDenied');
      const doc = await documentFor(db, viewer, tradeId, direction);
      return { status: 200 as const, body: confirmationData(doc) };
    },
    // The answer is one account's trade: no cache may keep it, refusals included. (The log
    // serializers of services.ts keep the query's token out of the request's log line.)
    { onRequest: noStore },
  );
};
