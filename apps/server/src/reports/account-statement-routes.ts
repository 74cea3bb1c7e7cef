import { reportEndpoints as calls } from '@emas/api';
import {
  type DateRange,
  accountStatement,
  accountStatementDocument,
  accountStatementFileName,
  accountStatementPeriod,
  confirmationLogos,
  isBrokerId,
  jakartaDate,
  jakartaRangeMs,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { brandingOf, logoOf } from '../broker-settings/index.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { valueOf } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { type Letterhead, accountStatementPdf } from './account-statement-pdf.ts';
import {
  balancesBefore,
  ownedLedgerAccounts,
  statementEntries,
  statementHolder,
} from './account-statement-repository.ts';

/** The image types pdfkit draws; a WebP logo falls back to the broker's vector mark. */
const DRAWABLE_LOGOS: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/** The broker's white label as saved (or shipped), with its logo if pdfkit can draw it. */
const letterheadOf = async (db: Db, brokerId: string, nowMs: number): Promise<Letterhead> => {
  const mark = confirmationLogos(brokerId)[2];
  if (!isBrokerId(brokerId))
    return { label: mark.name, colour: mark.color, strongColour: mark.color, logo: { mark } };
  const branding = await brandingOf(db, brokerId, nowMs);
  const logo = branding.logo_url === null ? null : await logoOf(db, brokerId);
  return {
    label: branding.label,
    colour: branding.brand_colour,
    strongColour: branding.brand_strong_colour,
    logo: logo !== null && DRAWABLE_LOGOS.has(logo.type) ? { bytes: logo.bytes } : { mark },
  };
};

/** The holder's statement over the range, checked: opening + movements = closing. */
const statementOf = async (db: Db, holderId: string, range: DateRange) => {
  const { fromMs = 0, untilMs = 0 } = jakartaRangeMs(range) ?? {};
  const owned = await ownedLedgerAccounts(db, holderId);
  const entries = await statementEntries(db, owned, { fromMs, untilMs });
  const [opening, closing] = await Promise.all([
    balancesBefore(db, owned, fromMs),
    balancesBefore(db, owned, untilMs),
  ]);
  return accountStatement(holderId, opening, entries, closing);
};

/**
 * The account statement (issue 23): always the caller's own account, whatever its level, so
 * the token alone says whose money it shows. The range is checked against the reports' dates
 * and a year at most before anything is read; the PDF streams out as it is drawn.
 */
export const accountStatementRoutes = (
  app: FastifyInstance,
  deps: { readonly db: Db; readonly clock: Clock },
): void => {
  const { db, clock } = deps;
  routeOf(app, calls.accountStatement, async (request, reply) => {
    const { id } = callerOf(request);
    const { from, to, lang } = request.query;
    const nowMs = clock.now();
    const range = valueOf(accountStatementPeriod(from, to, jakartaDate(nowMs)));
    const holder = await statementHolder(db, id);
    const statement = await statementOf(db, id, range);
    const doc = accountStatementDocument(statement, {
      holderName: holder.fullname,
      hin: holder.hin,
      address: holder.address,
      range,
      printedAtMs: nowMs,
      locale: lang,
    });
    const letterhead = await letterheadOf(db, holder.brokerId, nowMs);
    const pdf = await accountStatementPdf(doc, letterhead, nowMs);
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${accountStatementFileName(holder.hin, range)}"`,
      )
      .send(pdf) as never;
  });
};
