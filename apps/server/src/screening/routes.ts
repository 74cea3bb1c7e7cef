import { screeningEndpoints as calls } from '@emas/api';
import { ok as okResult } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { audited, operatorOf, pageAnswer } from '../operator/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { ScreeningDeps } from './deps.ts';
import { decideHit, hitsPage } from './hits.ts';
import { listsOverview, replaceList } from './list-repository.ts';
import { listMultipart, readListUpload } from './list-upload.ts';
import { screenEveryone } from './screen.ts';

const ok = 200 as const;

/**
 * The Screening desk (compliance): the lists and their imports, and the hits to decide. An
 * import replaces the list and screens every applicant and client again at once, so a person
 * newly listed is held the same hour, not the next day.
 */
export const screeningDesk = (app: FastifyInstance, deps: ScreeningDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.lists, async () => ({ status: ok, data: await listsOverview(db) }));
  void app.register(async (scope) => {
    await scope.register(...listMultipart);
    routeOf(scope, calls.importList, async (request) => {
      const upload = await readListUpload(request);
      if (!upload.ok) throw AppError.from(upload);
      const { kind, fileName, entries } = upload.value;
      const operatorId = operatorOf(request).id;
      const entry = { action: 'screening.import', subject: kind, input: { file_name: fileName } };
      const imported = await audited(deps, request, entry, async () => {
        await replaceList(deps.database, upload.value, operatorId, deps.clock.now());
        return okResult({ entry_count: entries.length });
      });
      const newHits = await screenEveryone(deps);
      const list = (await listsOverview(db)).find((one) => one.kind === kind);
      return {
        status: ok,
        data: {
          ...(list ?? { kind, file_name: fileName, imported_at: null, imported_by: null }),
          entry_count: imported.entry_count,
          new_hits: newHits,
        },
      };
    });
  });
  routeOf(app, calls.hits, async (request) => ({
    status: ok,
    data: await pageAnswer(hitsPage(db, request.query)),
  }));
  for (const [call, status] of [
    [calls.clearHit, 'cleared'],
    [calls.confirmHit, 'confirmed'],
  ] as const) {
    routeOf(app, call, async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const operatorId = operatorOf(request).id;
      const entry = { action: `screening.${status}`, subject: id, input: { reason } };
      const data = await audited(deps, request, entry, () =>
        decideHit(deps, id, { status, note: reason, operatorId }),
      );
      return { status: ok, data };
    });
  }
};
