import { randomUUID } from 'node:crypto';
import { type Result, fail, ok } from '@emas/domain';
import { hashPassword, newToken, tokenHash } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import type { OutgoingMessage } from '../notifications/index.ts';

/** How long a set-password link works: a day, then an admin sends another. */
export const PASSWORD_LINK_MS = 24 * 60 * 60_000;

/** A one-time set-password link for an operator; only the token's hash is stored. */
export const newPasswordLink = async (
  db: Db,
  operatorId: string,
  nowMs: number,
): Promise<string> => {
  const token = newToken();
  await db
    .insertInto('operator_password_links')
    .values({
      id: randomUUID(),
      operator_id: operatorId,
      token_hash: tokenHash(token),
      created_at_ms: BigInt(nowMs),
      expires_at_ms: BigInt(nowMs + PASSWORD_LINK_MS),
      used_at_ms: null,
    })
    .execute();
  return token;
};

/** The e-mail that welcomes a new operator, in both languages, with their link. */
export const passwordLinkMessage = (
  operator: { email: string; name: string },
  publicWebUrl: string,
  token: string,
): OutgoingMessage => {
  const link = `${publicWebUrl}/operator/set-password?token=${token}`;
  return {
    channel: 'email',
    to: operator.email,
    subject: 'Konsol operator Emas / Emas operator console',
    text: [
      `Halo ${operator.name},`,
      'Anda ditambahkan sebagai operator. Buat password Anda dalam 24 jam melalui tautan ini:',
      link,
      '',
      `Hello ${operator.name},`,
      'You have been added as an operator. Set your password within 24 hours at this link:',
      link,
    ].join('\n'),
  };
};

/**
 * Sets the password of the link's operator, once: the link is claimed by a conditional update
 * inside the transaction, so two uses of one link set it once. Its sign-in failures reset.
 */
export const setPasswordByLink = async (
  db: Db,
  token: string,
  passwordSha256Hex: string,
  nowMs: number,
): Promise<Result<void>> => {
  const hash = await hashPassword(passwordSha256Hex);
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('operator_password_links')
      .set({ used_at_ms: BigInt(nowMs) })
      .where('token_hash', '=', tokenHash(token))
      .where('used_at_ms', 'is', null)
      .where('expires_at_ms', '>', BigInt(nowMs))
      .returning('operator_id')
      .executeTakeFirst();
    if (link === undefined) return fail('OperatorLinkInvalid');
    await trx
      .updateTable('operators')
      .set({ password_hash: hash, failed_sign_ins: 0n, locked_until_ms: null })
      .where('id', '=', link.operator_id)
      .execute();
    return ok(undefined);
  });
};
