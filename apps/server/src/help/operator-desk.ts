import { helpEndpoints as calls, type OperatorSupportRequest } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { audited, operatorOf } from '../operator/index.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { tellAccount } from './notices.ts';
import { noticeEmail } from './notice-email.ts';
import type { HelpDeps } from './routes.ts';
import {
  answerSupportRequest,
  requesterOf,
  supportRequestsForOperator,
} from './support-requests.ts';

const ok = 200 as const;

/**
 * Tells the sender of an answered request: a 'support_answer' notice, then an e-mail. The
 * answer is stored before either; an e-mail that cannot be sent is logged, not undone.
 */
const tellRequester = async (
  app: FastifyInstance,
  deps: HelpDeps,
  request: OperatorSupportRequest,
): Promise<void> => {
  const { db } = deps.database;
  const requester = await requesterOf(db, request.id);
  const params = { request_id: request.id, topic: request.topic, answer: request.answer ?? '' };
  await tellAccount(deps, { accountId: requester.account_id, kind: 'support_answer', params });
  try {
    await deps.notifier.send(
      noticeEmail(
        { email: requester.email, firstName: requester.first_name },
        'support_answer',
        params,
      ),
    );
  } catch (error) {
    app.log.warn({ err: error, supportRequest: request.id }, 'support answer e-mail not sent');
  }
};

/** The support desk: requests by state, and the answer to an open one. */
export const helpOperatorDesk = (app: FastifyInstance, deps: HelpDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.operatorSupportRequests, async (request) => ({
    status: ok,
    data: await supportRequestsForOperator(db, request.query),
  }));
  routeOf(app, calls.answerSupportRequest, async (request) => {
    const { id } = request.params;
    const { answer } = request.body;
    const operatorId = operatorOf(request).id;
    const entry = { action: 'support_request.answer', subject: id, input: { answer } };
    const data = await audited(deps, request, entry, () =>
      answerSupportRequest(db, { id, operatorId, answer }, deps.clock.now()),
    );
    await tellRequester(app, deps, data);
    return { status: ok, data };
  });
};
