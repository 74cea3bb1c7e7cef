import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Result, fail, ok } from '@emas/domain';

/*
 * The add flow's selfie: accepted only when its bytes are a JPEG, PNG or WebP image (whatever
 * name or type the browser claims), re-encoded as a JPEG so no metadata survives (EXIF with the
 * camera's GPS position, XMP, ICC, comments) and so what is stored is an image we produced,
 * then written outside the web root under a random name that nobody can guess or choose.
 */

const ACCEPTED_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
const SELFIES_FOLDER = 'selfies';
/** Large enough to review a face; a phone camera's 12 megapixels are scaled down to it. */
const SELFIE_SIDE_MAX_PX = 1600;
/** A decompression bomb (a tiny file of a huge image) is refused before it is decoded. */
const SELFIE_INPUT_PIXELS_MAX = 50_000_000;
const JPEG_QUALITY = 85;
export const SELFIE_CONTENT_TYPE = 'image/jpeg';

/**
 * The image's bytes re-encoded without metadata, or SelfieInvalid for anything else. The
 * image libraries load on the first selfie: they cost the server about 40 MB of memory, which
 * an idle server (and a CSV export) should not carry for a step taken once per bank account.
 */
export const cleanSelfie = async (bytes: Buffer): Promise<Result<Buffer>> => {
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const type = await fileTypeFromBuffer(bytes);
  if (type === undefined || !ACCEPTED_TYPES.has(type.mime)) return fail('SelfieInvalid');
  try {
    const cleaned = await sharp(bytes, { limitInputPixels: SELFIE_INPUT_PIXELS_MAX })
      // The EXIF orientation is applied to the pixels, since the tag itself is dropped.
      .rotate()
      .resize({
        width: SELFIE_SIDE_MAX_PX,
        height: SELFIE_SIDE_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
    return ok(cleaned);
  } catch {
    // Bytes that start like an image but do not decode as one.
    return fail('SelfieInvalid');
  }
};

/** Writes a cleaned selfie under a random name (owner-only permissions); answers the name. */
export const storeSelfie = async (uploadDir: string, cleaned: Buffer): Promise<string> => {
  const folder = join(uploadDir, SELFIES_FOLDER);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const fileName = `${randomUUID()}.jpg`;
  await writeFile(join(folder, fileName), cleaned, { mode: 0o600, flag: 'wx' });
  return fileName;
};

/** A stored selfie's bytes, or null when the file is gone. */
/** Names are ours (a UUID and .jpg); anything else never reaches the file system. */
const SELFIE_NAME = /^[0-9a-f-]{36}\.jpg$/;

export const readSelfie = async (uploadDir: string, fileName: string): Promise<Buffer | null> => {
  if (!SELFIE_NAME.test(fileName)) return null;
  try {
    return await readFile(join(uploadDir, SELFIES_FOLDER, fileName));
  } catch {
    return null;
  }
};

/** Removes a stored photo by its name; one already gone is fine. */
export const removeSelfie = async (uploadDir: string, fileName: string): Promise<void> => {
  if (!SELFIE_NAME.test(fileName)) return;
  await rm(join(uploadDir, SELFIES_FOLDER, fileName), { force: true });
};
