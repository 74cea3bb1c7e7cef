import { type StaffMember, staffEndpoints as calls } from '@emas/api';
import { type OperatorRole, type Result, mayUse, ok } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { DeskCount } from '../feature.ts';
import { valueOf } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { Notifier } from '../notifications/index.ts';
import { operatorOf } from './authenticate-operator.ts';
import { audited } from './decision-desk.ts';
import { insertOperator, NO_PASSWORD_YET } from './create-operator.ts';
import { newPasswordLink, passwordLinkMessage, setPasswordByLink } from './password-links.ts';
import type { OperatorDeps } from './routes.ts';
import {
  changeStaffMember,
  resetStaffTotp,
  staffMemberById,
  staffMembers,
} from './staff-members.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './staff-totp.ts';

/** What the staff's calls need beyond the console's own: the mailer and the console's address. */
export type StaffDeps = OperatorDeps & {
  readonly notifier: Notifier;
  readonly config: OperatorDeps['config'];
};

const answered = 200 as const;

/** An operator's own two-factor set-up, and the menu's waiting counts of the desks they open. */
export const ownStaffRoutes = <Deps extends StaffDeps>(
  app: FastifyInstance,
  deps: Deps,
  counts: readonly DeskCount<Deps>[],
  totpForced: boolean,
): void => {
  const { db } = deps.database;
  routeOf(app, calls.enrolTotp, async (request) => {
    const started = valueOf(await startTotpEnrolment(db, operatorOf(request)));
    return { status: answered, data: { secret: started.secret, otpauth_url: started.otpauthUrl } };
  });
  routeOf(app, calls.confirmTotp, async (request) => {
    const { id } = operatorOf(request);
    valueOf(await confirmTotpEnrolment(db, id, request.body.code, deps.clock.now()));
    return { status: answered, data: { totp_enabled: true as const } };
  });
  routeOf(app, calls.deskCounts, async (request) => {
    const operator = operatorOf(request);
    const opened = totpForced && !operator.totpEnabled ? [] : counts;
    const open = opened.filter((count) => mayUse(operator.roles, count.opens.roles));
    const body = await Promise.all(
      open.map(async (count) => ({ opens: count.opens.path, waiting: await count.count(deps) })),
    );
    return { status: answered, data: { body } };
  });
};

/**
 * Adds an operator without a password and e-mails them their link, in one transaction: when
 * the e-mail cannot be sent, no operator is left behind that nobody was told about.
 */
const inviteStaffMember = (
  deps: StaffDeps,
  member: { email: string; name: string; roles: readonly OperatorRole[] },
): Promise<Result<StaffMember>> =>
  deps.database.db.transaction().execute(async (trx) => {
    const nowMs = deps.clock.now();
    const added = await insertOperator(trx, member, NO_PASSWORD_YET, nowMs);
    if (!added.ok) return added;
    const token = await newPasswordLink(trx, added.value.id, nowMs);
    const invited = await staffMemberById(trx, added.value.id);
    if (invited === null) throw new Error('operator vanished after being added');
    await deps.notifier.send(passwordLinkMessage(invited, deps.config.publicWebUrl, token));
    return ok(invited);
  });

/**
 * The Operators desk (admins): list, add (the new operator is e-mailed a one-time link to set
 * their password), change roles, disable or enable, reset two-factor sign-in; all audited.
 * The link's page sets the password without a session.
 */
export const staffDesk = (app: FastifyInstance, deps: StaffDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.operators, async (request) => ({
    status: answered,
    data: await staffMembers(db, request.query),
  }));
  routeOf(app, calls.addOperator, async (request) => {
    const member = await audited(
      deps,
      request,
      { action: 'operator.add', subject: request.body.email, input: request.body },
      () => inviteStaffMember(deps, request.body),
    );
    return { status: answered, data: member };
  });
  routeOf(app, calls.changeOperator, async (request) => {
    const { id } = request.params;
    const changed = await audited(
      deps,
      request,
      { action: 'operator.change', subject: id, input: request.body },
      () => changeStaffMember(db, operatorOf(request).id, id, request.body, deps.clock.now()),
    );
    deps.liveHub.closeOperatorSessions(changed.endedSessionIds);
    return { status: answered, data: changed.member };
  });
  routeOf(app, calls.resetOperatorTotp, async (request) => {
    const { id } = request.params;
    const member = await audited(
      deps,
      request,
      { action: 'operator.totp_reset', subject: id },
      () => resetStaffTotp(db, operatorOf(request).id, id),
    );
    return { status: answered, data: member };
  });
  routeOf(app, calls.setPassword, async (request) => {
    const { token, password } = request.body;
    valueOf(await setPasswordByLink(db, token, password, deps.clock.now()));
    return { status: answered };
  });
};
