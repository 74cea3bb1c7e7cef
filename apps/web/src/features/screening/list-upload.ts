import { type ScreeningListKind, screeningEndpoints as calls } from '@emas/api/screening';
import { api } from '../../lib/api-client.ts';

/**
 * Sends a list file as the import's multipart body (kind and file) with the operator's token;
 * the answer is checked against the contract like any call's.
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
  return calls.importList.response.parse(json);
};
