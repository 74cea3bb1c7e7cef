import { bankRequestKeySchema } from '@emas/api';
import { type Result, fail, ok } from '@emas/domain';
import type { FastifyRequest } from 'fastify';
import type { SelfieUpload } from './otp-steps.ts';
import { isFileTooLarge } from '../plugins/file-too-large.ts';

/*
 * Reads the photo step's multipart body (image, user_id, request_key, validation_string). The
 * limits registered with @fastify/multipart bound it: one file of at most the selfie size, four
 * short fields. A missing or malformed part is ValidationFailed; too big a file SelfieTooLarge.
 */

const BYTES_PER_MEGABYTE = 1_048_576;
const FIELDS = ['user_id', 'request_key', 'validation_string'] as const;

type Parts = { fields: Map<string, string>; image: Buffer | null };

const collectParts = async (request: FastifyRequest): Promise<Parts> => {
  const fields = new Map<string, string>();
  let image: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image') image = bytes;
    } else if (typeof part.value === 'string') {
      fields.set(part.fieldname, part.value);
    }
  }
  return { fields, image };
};

export const readSelfieUpload = async (
  request: FastifyRequest,
  selfieBytesMax: number,
): Promise<Result<SelfieUpload & { userId: string }>> => {
  if (!request.isMultipart()) return fail('ValidationFailed');
  let parts: Parts;
  try {
    parts = await collectParts(request);
  } catch (error) {
    if (!isFileTooLarge(error)) return fail('ValidationFailed');
    const megabytes = Math.floor((selfieBytesMax / BYTES_PER_MEGABYTE) * 10) / 10;
    return fail('SelfieTooLarge', { megabytes });
  }
  const [userId, requestKey, validationString] = FIELDS.map((name) => parts.fields.get(name));
  const keysOk =
    bankRequestKeySchema.safeParse(requestKey).success &&
    bankRequestKeySchema.safeParse(validationString).success;
  if (userId === undefined || !keysOk || parts.image === null || parts.image.length === 0) {
    return fail('ValidationFailed');
  }
  return ok({
    userId,
    requestKey: requestKey as string,
    validationString: validationString as string,
    image: parts.image,
  });
};
