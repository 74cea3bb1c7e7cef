import type { UploadedVideo } from '@emas/api';
import { marketInsightEndpoints, uploadVideoResponseSchema } from '@emas/api/market-insight';
import { ApiError } from '../../lib/api-client.ts';
import { expireSession, getSession } from '../../lib/session.ts';

/**
 * A video upload as multipart, through XMLHttpRequest: fetch cannot report how much of a
 * request body has gone, and a video of 200 MB needs a progress bar. It keeps the fetch
 * wrappers' rules: the session's bearer token, and 498 ends the session. The client's route
 * (POST /v2/admin/upload/video) goes with the account's session, the console's
 * (POST /v2/operator/videos) with the operator's.
 */
const SESSION_EXPIRED = 498;

export type UploadInput = { title: string; description: string; file: File };

/** Where an upload goes: the route, the session's token and how that session ends. */
export type UploadTarget = {
  path: string;
  token: () => string | undefined;
  expire: () => void;
};

const accountTarget: UploadTarget = {
  path: marketInsightEndpoints.uploadVideo.path,
  token: () => getSession()?.token,
  expire: () => expireSession('server'),
};

/** Sends the form; `onProgress` gets the share sent, 0 to 1. */
export const uploadVideo = (
  input: UploadInput,
  onProgress: (share: number) => void,
  target: UploadTarget = accountTarget,
): Promise<UploadedVideo> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('title', input.title);
    form.append('description', input.description);
    // The file goes last, so the server has the fields before the file's bytes.
    form.append('video_file', input.file);
    const request = new XMLHttpRequest();
    request.open('POST', target.path);
    request.setRequestHeader('Accept', 'application/json');
    const token = target.token();
    if (token !== undefined) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, null, true));
    request.onload = () => {
      const json = parseJson(request.responseText);
      const answer = uploadVideoResponseSchema.safeParse(json);
      if (request.status === 200 && answer.success) {
        resolve(answer.data.data);
        return;
      }
      const body = isErrorBody(json) ? json : null;
      if (body?.status === SESSION_EXPIRED) target.expire();
      reject(new ApiError(request.status, body, false, json));
    };
    request.send(form);
  });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

type ErrorBody = NonNullable<ApiError['body']>;
const isErrorBody = (json: unknown): json is ErrorBody =>
  typeof json === 'object' && json !== null && 'err_message' in json;
