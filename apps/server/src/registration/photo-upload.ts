import { registrationTokenSchema } from '@emas/api';
import { type Result, fail, ok } from '@emas/domain';
import type { FastifyRequest } from 'fastify';
import { isFileTooLarge } from '../plugins/file-too-large.ts';

/*
 * Reads the photo step's multipart body: registration_token, ktp_photo and selfie. The limits
 * registered with @fastify/multipart bound it (two files of at most the selfie size, one short
 * field). A missing photo is RegistrationPhotosRequired, a malformed body ValidationFailed, too
 * big a file SelfieTooLarge.
 */

const BYTES_PER_MEGABYTE = 1_048_576;
const PHOTO_FIELDS = ['ktp_photo', 'selfie'] as const;

export type PhotoUpload = { token: string; ktp: Buffer; selfie: Buffer };

const collect = async (request: FastifyRequest) => {
  const files = new Map<string, Buffer>();
  let token: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if ((PHOTO_FIELDS as readonly string[]).includes(part.fieldname))
        files.set(part.fieldname, bytes);
    } else if (part.fieldname === 'registration_token' && typeof part.value === 'string') {
      token = part.value;
    }
  }
  return { files, token };
};

export const readPhotoUpload = async (
  request: FastifyRequest,
  photoBytesMax: number,
): Promise<Result<PhotoUpload>> => {
  if (!request.isMultipart()) return fail('ValidationFailed');
  let parts: Awaited<ReturnType<typeof collect>>;
  try {
    parts = await collect(request);
  } catch (error) {
    if (!isFileTooLarge(error)) return fail('ValidationFailed');
    const megabytes = Math.floor((photoBytesMax / BYTES_PER_MEGABYTE) * 10) / 10;
    return fail('SelfieTooLarge', { megabytes });
  }
  if (!registrationTokenSchema.safeParse(parts.token).success) return fail('ValidationFailed');
  const ktp = parts.files.get('ktp_photo');
  const selfie = parts.files.get('selfie');
  if (ktp === undefined || selfie === undefined || ktp.length === 0 || selfie.length === 0) {
    return fail('RegistrationPhotosRequired');
  }
  return ok({ token: parts.token as string, ktp, selfie });
};
