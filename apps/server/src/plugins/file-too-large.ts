/**
 * Whether @fastify/multipart stopped a file at the scope's `fileSize` limit: what each upload
 * answers with its own "too large" code instead of a malformed-body one.
 */
export const isFileTooLarge = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
