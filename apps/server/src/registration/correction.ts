import { randomBytes } from 'node:crypto';
import {
  type ApplicantForms,
  type CorrectableField,
  type Result,
  brokerById,
  correctedForms,
  correctionRequestProblem,
  fail,
  jakartaDateOf,
  ok,
} from '@emas/domain';
import { recordOperatorAction } from '../operator/index.ts';
import { detailsColumnsOf, kycColumnsOf, reviewedFormsOf } from './applicant-forms.ts';
import {
  type Application,
  applicationById,
  applicationOfToken,
  registrationTokenHash,
} from './application-repository.ts';
import { correctionMessage } from './decision-messages.ts';
import type { RegistrationDeps } from './deps.ts';
import { type ProgressAnswer, correctionOf, progressAnswer } from './registration-progress.ts';

/*
 * Compliance's third answer to an application: send it back for a correction. The applicant
 * had no way back in (the token lives only in their page), so the request issues a new token
 * and e-mails it in a link; the correction changes only the fields asked for and submits the
 * application again, to the desk.
 */

/** Where the e-mailed link opens the correction: the broker's register page, token in the hash. */
const correctionLink = (base: string, application: Application, token: string): string =>
  `${base}${brokerById(application.broker_id)?.registerPath ?? '/register'}#correction=${token}`;

export type CorrectionRequest = {
  fields: readonly CorrectableField[];
  note: string;
  operatorId: string;
  /** The web app's address for the link. */
  linkBase: string;
};

/** Sends a submitted application back to its applicant, audited with the decision. */
export const requestCorrection = async (
  deps: RegistrationDeps,
  id: string,
  request: CorrectionRequest,
): Promise<Result<Application>> => {
  const problem = correctionRequestProblem(request.fields, request.note);
  if (problem !== null) return fail(problem);
  const nowMs = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  const fields = [...new Set(request.fields)];
  const note = request.note.trim();
  const sent = await deps.database.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('registration_applications')
      .set({
        status: 'correction_requested',
        token_hash: registrationTokenHash(token),
        correction_fields: fields.join(','),
        correction_note: note,
        correction_requested_at_ms: BigInt(nowMs),
      })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return null;
    const detail = { fields, note };
    const entry = { operatorId: request.operatorId, action: 'registration.request_correction' };
    await recordOperatorAction(trx, { ...entry, subject: id, detail }, nowMs);
    return applicationById(trx, id);
  });
  if (sent === null) return fail('RegistrationNotSubmitted');
  await deps.notifier.send(correctionMessage(sent, correctionLink(request.linkBase, sent, token)));
  return ok(sent);
};

/** The applicant's correction: the fields asked for, checked whole, and the application resubmitted. */
export const correctApplication = async (
  deps: RegistrationDeps,
  token: string,
  given: Partial<ApplicantForms>,
): Promise<Result<ProgressAnswer>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const application = await applicationOfToken(db, token, nowMs);
  if (application === null) return fail('RegistrationNotFound');
  const asked = correctionOf(application);
  if (application.status !== 'correction_requested' || asked === null) {
    return fail('RegistrationNotAwaitingCorrection');
  }
  const reviewed = reviewedFormsOf(application);
  const corrected = correctedForms(reviewed, asked.fields, given, jakartaDateOf(nowMs));
  if (!corrected.ok) return corrected;
  const resubmitted = await db
    .updateTable('registration_applications')
    .set({
      ...detailsColumnsOf(corrected.value),
      ...kycColumnsOf(corrected.value),
      status: 'submitted',
      submitted_at_ms: BigInt(nowMs),
    })
    .where('id', '=', application.id)
    .where('status', '=', 'correction_requested')
    .executeTakeFirst();
  if (resubmitted.numUpdatedRows === 0n) return fail('RegistrationNotAwaitingCorrection');
  const now = await applicationById(db, application.id);
  return now === null ? fail('RegistrationNotFound') : ok(progressAnswer(token, now));
};
