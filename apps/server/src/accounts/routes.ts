import {
  accountInformationResponseSchema,
  balanceResponseSchema,
  contractListResponseSchema,
  goldBalanceResponseSchema,
  holdingResponseSchema,
  hubResponseSchema,
  paymentInformationResponseSchema,
  productListResponseSchema,
  userIdBodySchema,
  userIdQuerySchema,
} from '@emas/api';
import { DEFAULT_STREAM_RATE_IDR_PER_USD } from '@emas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app.ts';
import { balancesOfOwner } from '../ledger/index.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { accountInformationOf, bankDetailsOf, openLotsOf } from './account-repository.ts';
import { balanceBody } from './balance-view.ts';
import { contractList, hubList, productList } from './catalogue-view.ts';
import { goldBalanceBody, holdingBody } from './gold-view.ts';
import { paymentInformationBody } from './payment-view.ts';
import { subjectOf } from './ownership.ts';

const TAGS = ['accounts'];
const bearer = [{ bearerAuth: [] }];

/**
 * The signed-in shell's account calls (spec 000 section 7). Every call needs a live session and
 * answers only for the caller, or for an ib, fm or ccp, for one of its clients.
 */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const guarded = { preHandler: app.authenticate };
  const subject = (request: Parameters<typeof callerOf>[0], userId: string | undefined) =>
    subjectOf(db, callerOf(request), userId);

  app.post(
    '/v2/igx/account_information',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        security: bearer,
        body: userIdBodySchema,
        response: { 200: accountInformationResponseSchema },
      },
    },
    async (request) => {
      const accountId = await subject(request, request.body.user_id);
      return { status: 200 as const, data: { body: await accountInformationOf(db, accountId) } };
    },
  );

  app.post(
    '/v2/igx/balance',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        security: bearer,
        body: userIdBodySchema,
        response: { 200: balanceResponseSchema },
      },
    },
    async (request) => {
      const accountId = await subject(request, request.body.user_id);
      return { status: 200 as const, body: balanceBody(await balancesOfOwner(db, accountId)) };
    },
  );

  app.post(
    '/v2/igx/gold_balance',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        security: bearer,
        body: userIdBodySchema,
        response: { 200: goldBalanceResponseSchema },
      },
    },
    async (request) => {
      const accountId = await subject(request, request.body.user_id);
      return { status: 200 as const, body: goldBalanceBody(await balancesOfOwner(db, accountId)) };
    },
  );

  app.post(
    '/v2/igx/holding',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        security: bearer,
        body: userIdBodySchema,
        response: { 200: holdingResponseSchema },
      },
    },
    async (request) => {
      const accountId = await subject(request, request.body.user_id);
      const balances = await balancesOfOwner(db, accountId);
      const lots = await openLotsOf(db, accountId);
      return {
        status: 200 as const,
        body: holdingBody(balances, lots, DEFAULT_STREAM_RATE_IDR_PER_USD),
      };
    },
  );

  app.post(
    '/v2/igx/payment_information',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        security: bearer,
        body: userIdBodySchema,
        response: { 200: paymentInformationResponseSchema },
      },
    },
    async (request) => {
      const accountId = await subject(request, request.body.user_id);
      return {
        status: 200 as const,
        body: paymentInformationBody(await bankDetailsOf(db, accountId)),
      };
    },
  );

  app.get(
    '/v2/igx/hub',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        security: bearer,
        querystring: userIdQuerySchema,
        response: { 200: hubResponseSchema },
      },
    },
    async (request) => {
      await subject(request, request.query.user_id);
      return { status: 200 as const, body: hubList() };
    },
  );

  app.get(
    '/v2/igx/contract',
    {
      ...guarded,
      schema: { tags: TAGS, security: bearer, response: { 200: contractListResponseSchema } },
    },
    async () => ({ status: 200 as const, data: contractList() }),
  );

  app.get(
    '/v2/igx/product',
    {
      ...guarded,
      schema: { tags: TAGS, security: bearer, response: { 200: productListResponseSchema } },
    },
    async () => ({ status: 200 as const, data: productList() }),
  );
};
