import { REFUSED_PHOTO_RETENTION_MS, removeSelfie } from '../bank-accounts/index.ts';
import type { Db } from '../db/database.ts';

/**
 * Removes the KTP photos and selfies nobody needs any more: those of applications that ran out
 * of time or were abandoned before they were submitted, and those of rejected applications
 * after REFUSED_PHOTO_RETENTION_MS. An approved client's photos stay with its account opening.
 * Answers how many applications it cleared.
 */
export const sweepUnusedApplicationPhotos = async (
  db: Db,
  uploadDir: string,
  nowMs: number,
): Promise<number> => {
  const unused = await db
    .selectFrom('registration_applications')
    .select(['id', 'ktp_photo', 'selfie_photo'])
    .where((eb) => eb.or([eb('ktp_photo', 'is not', null), eb('selfie_photo', 'is not', null)]))
    .where((eb) =>
      eb.or([
        eb('status', '=', 'abandoned'),
        eb.and([eb('status', '=', 'otp_pending'), eb('expires_at_ms', '<', BigInt(nowMs))]),
        eb.and([
          eb('status', '=', 'rejected'),
          eb('decided_at_ms', '<', BigInt(nowMs - REFUSED_PHOTO_RETENTION_MS)),
        ]),
      ]),
    )
    .execute();
  for (const application of unused) {
    for (const photo of [application.ktp_photo, application.selfie_photo]) {
      if (photo !== null) await removeSelfie(uploadDir, photo);
    }
    await db
      .updateTable('registration_applications')
      .set({ ktp_photo: null, selfie_photo: null })
      .where('id', '=', application.id)
      .execute();
  }
  return unused.length;
};
