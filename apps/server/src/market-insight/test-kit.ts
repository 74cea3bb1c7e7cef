import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Test support for video uploads: a real video, a fake one, and a multipart body. */

const SAMPLE_VIDEO_PATH = fileURLToPath(
  new URL('../../../../e2e/fixtures/sample-video.webm', import.meta.url),
);

/** A real 1.5 s VP8 WebM (3,428 bytes) that Chromium recorded from a canvas. */
export const sampleVideo = (): Promise<Buffer> => readFile(SAMPLE_VIDEO_PATH);

/** A Windows executable's start (MZ header, PE signature), as a file named clip.mp4 carries it. */
export const executableBytes = (): Buffer => {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
};

export { type UploadFile, multipartOf } from '../test-support/multipart.ts';
