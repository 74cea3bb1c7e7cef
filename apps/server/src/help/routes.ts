import { helpEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { LiveHub } from '../live/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { noStore } from '../plugins/no-store.ts';
import type { ExchangePort } from '../trading/index.ts';
import { documentFileName, helpDocumentPdf } from './documents.ts';
import { markNoticesRead, noticesPage, unreadNotices } from './notices.ts';
import { sendSupportRequest, supportRequestsOf } from './support-requests.ts';

export type HelpDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  /** Whose fills the fill-notices job turns into notices. */
  readonly exchange: ExchangePort;
  /** Where new notices are pushed to the account's open sockets. */
  readonly liveHub: LiveHub;
};

const ok = 200 as const;
/** The documents change only with a release: browsers may keep them for a day. */
const DOCUMENT_MAX_AGE_S = 86_400;

/**
 * Help: the caller's notices (the fill-notices job turns fills into them), the Quick Guide
 * and Brochure PDFs, and the caller's support requests. Every account call answers for the
 * caller of the token only; nothing takes an account from the request.
 */
export const helpRoutes: FastifyPluginAsync<HelpDeps> = async (app, deps) => {
  const { db } = deps.database;
  const own = { onRequest: noStore };

  routeOf(
    app,
    calls.notices,
    async (request) => ({
      status: ok,
      data: await noticesPage(db, callerOf(request).id, request.query),
    }),
    own,
  );
  routeOf(
    app,
    calls.markNoticesRead,
    async (request) => {
      const accountId = callerOf(request).id;
      const noticeId = request.body.notice_id ?? null;
      const found = await markNoticesRead(db, accountId, noticeId, deps.clock.now());
      if (!found) throw new AppError('NoticeNotFound');
      return { status: ok, data: { unread: await unreadNotices(db, accountId) } };
    },
    own,
  );
  routeOf(app, calls.document, async (request, reply) => {
    const { document } = request.params;
    const { lang } = request.query;
    const bytes = await helpDocumentPdf(document, lang);
    void reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${documentFileName(document, lang)}"`)
      .header('cache-control', `public, max-age=${DOCUMENT_MAX_AGE_S}`);
    return bytes;
  });
  routeOf(
    app,
    calls.supportRequests,
    async (request) => ({
      status: ok,
      data: await supportRequestsOf(db, callerOf(request).id, request.query),
    }),
    own,
  );
  routeOf(app, calls.sendSupportRequest, async (request) => {
    const { topic, message } = request.body;
    const input = { accountId: callerOf(request).id, topic, message };
    const sent = await sendSupportRequest(db, input, deps.clock.now());
    if (!sent.ok) throw AppError.from(sent);
    return { status: ok, data: sent.value };
  });
};
