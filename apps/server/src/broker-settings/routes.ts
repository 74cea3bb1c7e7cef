import multipart from '@fastify/multipart';
import { brokerSettingsEndpoints as calls } from '@emas/api';
import { BRANDING_LOGO_BYTES_MAX, type Result, fail, ok } from '@emas/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { audited, operatorOf } from '../operator/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { brandingsOf, editBranding, logoOf, saveLogo } from './brandings.ts';
import type { BrokerSettingsDeps } from './deps.ts';
import { addFeeSchedule, brokerFeesOf } from './fee-schedules.ts';

const okStatus = 200 as const;
/**
 * How long a browser may keep the white labels without asking again: short, so an admin's
 * change shows within a minute; after that the ETag makes asking cheap (304, no body).
 */
const BRANDINGS_MAX_AGE_S = 60;
/** A logo's address carries its version, so a browser may keep it for long. */
const LOGO_MAX_AGE_S = 86_400;

const etagOf = (body: unknown): string =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

/** The white labels the web reads at start, the logos, and each broker's fees in force. */
export const brokerSettingsRoutes: FastifyPluginAsync<BrokerSettingsDeps> = async (app, deps) => {
  const { db } = deps.database;
  routeOf(app, calls.brandings, async (request, reply) => {
    const data = await brandingsOf(db, deps.clock.now());
    const etag = etagOf(data);
    reply.header('cache-control', `public, max-age=${BRANDINGS_MAX_AGE_S}`).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { status: okStatus, data };
  });
  routeOf(app, calls.logo, async (request, reply) => {
    const logo = await logoOf(db, request.params.id);
    if (logo === null) throw new AppError('BrandingLogoMissing');
    return reply
      .header('content-type', logo.type)
      .header('cache-control', `public, max-age=${LOGO_MAX_AGE_S}`)
      .header('x-content-type-options', 'nosniff')
      .send(logo.bytes);
  });
  routeOf(app, calls.fees, async (request) => ({
    status: okStatus,
    data: await brokerFeesOf(db, request.params.id, deps.clock.now(), false),
  }));
};

const isTooLarge = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The upload's `file` part; a file over the limit is refused before it is read in full. */
const logoBytesOf = async (request: FastifyRequest): Promise<Result<Buffer>> => {
  if (!request.isMultipart()) return fail('BrandingLogoRequired');
  try {
    const file = await request.file();
    if (file === undefined || file.fieldname !== 'file') return fail('BrandingLogoRequired');
    return ok(await file.toBuffer());
  } catch (error) {
    if (isTooLarge(error))
      return fail('BrandingLogoTooLarge', { max: BRANDING_LOGO_BYTES_MAX / 1024 });
    throw error;
  }
};

/** The "Broker settings" desk (admin): fee schedules with their history, and the white label. */
export const brokerSettingsDesk = (app: FastifyInstance, deps: BrokerSettingsDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.operatorBrokers, async () => {
    const nowMs = deps.clock.now();
    const brandings = await brandingsOf(db, nowMs);
    const body = await Promise.all(
      brandings.map(async (branding) => ({
        ...branding,
        fees_in_force: (await brokerFeesOf(db, branding.id, nowMs, false)).in_force,
      })),
    );
    return { status: okStatus, data: { count: body.length, body } };
  });
  routeOf(app, calls.operatorFees, async (request) => ({
    status: okStatus,
    data: await brokerFeesOf(db, request.params.id, deps.clock.now(), true),
  }));
  routeOf(app, calls.addFees, async (request) => {
    const { id } = request.params;
    const entry = { action: 'broker.fees.add', subject: id, input: { ...request.body } };
    const data = await audited(deps, request, entry, () =>
      addFeeSchedule(deps, id, request.body, operatorOf(request).id),
    );
    return { status: okStatus, data };
  });
  routeOf(app, calls.editBranding, async (request) => {
    const { id } = request.params;
    const entry = { action: 'broker.branding.edit', subject: id, input: { ...request.body } };
    const data = await audited(deps, request, entry, () =>
      editBranding(db, id, request.body, operatorOf(request).id, deps.clock.now()),
    );
    return { status: okStatus, data };
  });
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 1, parts: 2, fileSize: BRANDING_LOGO_BYTES_MAX },
    });
    routeOf(scope, calls.uploadLogo, async (request) => {
      const { id } = request.params;
      const entry = { action: 'broker.logo.upload', subject: id };
      const data = await audited(deps, request, entry, async () => {
        const bytes = await logoBytesOf(request);
        if (!bytes.ok) return bytes;
        return saveLogo(db, id, bytes.value, operatorOf(request).id, deps.clock.now());
      });
      return { status: okStatus, data };
    });
  });
};
