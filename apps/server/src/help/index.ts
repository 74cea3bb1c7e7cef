/** Help: account notices, the documentation PDFs, support requests and their console desk. */
import { helpEndpoints as calls } from '@emas/api';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import { helpJobs } from './jobs.ts';
import { helpOperatorDesk } from './operator-desk.ts';
import { type HelpDeps, helpRoutes } from './routes.ts';

export {
  type NewNotice,
  type NoticeDeps,
  type NoticeKind,
  type NoticePush,
  type StoredNotice,
  pushNotices,
  recordNotice,
  recordNotices,
  tellAccount,
  tellAccounts,
} from './notices.ts';
export { noticeEmail } from './notice-email.ts';

export const helpFeature: Feature<HelpDeps> = {
  name: 'help',
  routes: helpRoutes,
  consoleDesks: [helpOperatorDesk],
  deskCounts: [
    waitingOn(calls.operatorSupportRequests, (db) =>
      db.selectFrom('support_requests').where('state', '=', 'open'),
    ),
  ],
  jobs: helpJobs,
};
