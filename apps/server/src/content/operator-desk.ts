import { contentOperatorEndpoints as calls } from '@emas/api';
import { PROMO_BODY_LENGTH_MAX, type Result, fail, ok as success } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { audited } from '../operator/index.ts';
import type { ContentDeps } from './routes.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import {
  addNewsItem,
  deleteNewsItem,
  editNewsItem,
  newsItemsPage,
  promoContentOf,
  savePromoContent,
} from './content-repository.ts';

const ok = 200 as const;

const found = <T>(value: T | null): Result<T> =>
  value === null ? fail('NotFound') : success(value);

/**
 * The console's content desks: the domestic news items (the domestic feed is built from them)
 * and the promo page and landing banner. Every change is written to the audit log.
 */
export const contentOperatorDesk = (app: FastifyInstance, deps: ContentDeps): void => {
  const { db } = deps.database;
  const promoAnswer = async () => ({
    promo: await promoContentOf(db, 'promo'),
    banner: await promoContentOf(db, 'banner'),
  });

  routeOf(app, calls.operatorNews, async (request) => ({
    status: ok,
    data: await newsItemsPage(db, request.query.offset, request.query.limit),
  }));
  routeOf(app, calls.addNews, async (request) => {
    const entry = { action: 'news.add', subject: 'domestic', input: { title: request.body.title } };
    const data = await audited(deps, request, entry, async () =>
      success(await addNewsItem(db, request.body, deps.clock.now())),
    );
    return { status: ok, data };
  });
  routeOf(app, calls.editNews, async (request) => {
    const { id } = request.params;
    const entry = { action: 'news.edit', subject: id, input: { title: request.body.title } };
    const data = await audited(deps, request, entry, async () =>
      found(await editNewsItem(db, id, request.body, deps.clock.now())),
    );
    return { status: ok, data };
  });
  routeOf(app, calls.deleteNews, async (request) => {
    const { id } = request.params;
    const data = await audited(deps, request, { action: 'news.delete', subject: id }, async () =>
      found((await deleteNewsItem(db, id)) ? { id } : null),
    );
    return { status: ok, data };
  });
  routeOf(app, calls.operatorPromo, async () => ({ status: ok, data: await promoAnswer() }));
  routeOf(app, calls.savePromo, async (request) => {
    const { slot } = request.params;
    const entry = { action: `${slot}.save`, subject: slot, input: { ...request.body } };
    await audited(deps, request, entry, async () => {
      if (request.body.body.length > PROMO_BODY_LENGTH_MAX[slot]) return fail('ValidationFailed');
      await savePromoContent(db, slot, request.body, deps.clock.now());
      return success({ slot });
    });
    return { status: ok, data: await promoAnswer() };
  });
};
