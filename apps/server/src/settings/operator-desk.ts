import {
  type AccountProfileEdit,
  type OperatorAccountProfile,
  settingsEndpoints as calls,
} from '@emas/api';
import { type Result, fail, ok } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { audited } from '../operator/index.ts';
import type { SettingsDeps } from './routes.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import {
  accountProfileOf,
  accountProfilesPage,
  saveAccountProfile,
} from './account-profile-repository.ts';

const OK = 200 as const;

const editProfile = async (
  deps: SettingsDeps,
  accountId: string,
  edit: AccountProfileEdit,
): Promise<Result<OperatorAccountProfile>> => {
  const { db } = deps.database;
  if ((await accountProfileOf(db, accountId)) === null) return fail('AccountNotFound');
  await saveAccountProfile(db, accountId, edit, deps.clock.now());
  const saved = await accountProfileOf(db, accountId);
  return saved === null ? fail('AccountNotFound') : ok(saved);
};

/**
 * The account-details desk: staff find an account and change the details its owner may not
 * (spec 002: 'Please contact your brokerage firm to change your account details.'). Every
 * change goes to the audit log with what was written.
 */
export const settingsOperatorDesk = (app: FastifyInstance, deps: SettingsDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.operatorAccountProfiles, async (request) => {
    const { count, rows } = await accountProfilesPage(db, request.query);
    return { status: OK, data: { count, body: rows } };
  });
  routeOf(app, calls.operatorEditAccountProfile, async (request) => {
    const { id } = request.params;
    const entry = { action: 'account-profile.edit', subject: id, input: request.body };
    const data = await audited(deps, request, entry, () => editProfile(deps, id, request.body));
    return { status: OK, data };
  });
};
