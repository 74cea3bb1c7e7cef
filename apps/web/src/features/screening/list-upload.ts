import {
  type ScreeningListKind,
  screeningEndpoints as calls,
  screeningImportResponseSchema,
} from '@emas/api/screening';
import { api } from '../../lib/api-client.ts';

/**
 * Sends a list file as the import's multipart body (kind and file) with the operator's token;
 * the answer is parsed with its schema (production's endpoint table carries routes only).
 */
export const uploadList = async (kind: ScreeningListKind, file: File, token: string) => {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file, file.name);
  const json = await api<unknown>(calls.importList.path, {
    method: 'POST',
    body: form,
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });
  return screeningImportResponseSchema.parse(json);
};
