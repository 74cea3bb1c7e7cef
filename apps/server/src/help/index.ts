/** Help: account notices, the documentation PDFs, support requests and their console desk. */
export { type HelpDeps, helpRoutes } from './routes.ts';
export { type NoticeKind, recordNotice } from './notices.ts';
// The console's support desk (`helpOperatorDesk` in operator-desk.ts) is not exported here: it
// uses the operator console, whose desks use withdrawals and shipments, which record notices
// through this index. app.ts hands the desk to the console instead, so no import cycle forms.
