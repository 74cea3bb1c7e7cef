import { OPERATOR_ROLES } from '@emas/domain';
import { startOperatorSession } from './operator-session.ts';

/* The console kit's test support, for the desks' tests: a signed-in operator and list answers. */

/** Signs the demo operator Dewi into the console, as the desks' tests start. */
export const signInTestOperator = () =>
  startOperatorSession({
    operator_id: 'op',
    email: 'o@x.id',
    name: 'Dewi',
    roles: OPERATOR_ROLES,
    token: 't'.repeat(40),
  });

/** One page of a desk's list, as the fake server answers it. */
export const deskPage = (rows: readonly object[]) => ({
  body: { status: 200, data: { count: rows.length, body: rows } },
});
