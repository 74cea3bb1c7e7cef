import { uploadVideoResponseSchema } from '@emas/api/market-insight';

/**
 * Test support: an XMLHttpRequest that reports upload progress and answers as the server
 * would. A 200 answer is checked against the contract's schema, as the fake server does.
 */
/** The video the tests upload, as the server describes it once stored. */
export const uploadedVideo = {
  video_id: 'v-1',
  title: 'Pembukaan pasar',
  description: 'Hari ini',
  content_type: 'video/webm',
  size_bytes: '3428',
  created_at: '2026-11-25T03:00:00.000Z',
};

export type FakeUploadAnswer = { status: number; body: unknown };

export const fakeXhrClass = (
  answer: FakeUploadAnswer,
  sent: { form: FormData | null; headers: Record<string, string>; url: string },
) => {
  if (answer.status === 200) uploadVideoResponseSchema.parse(answer.body);
  return class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private release: (() => void) | null = null;

    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(form: FormData) {
      sent.form = form;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      progress(50);
      // The answer waits for the test, so the half-way state can be seen.
      this.release = () => {
        progress(100);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      };
      pending.push(() => this.release?.());
    }
  };
};

const pending: (() => void)[] = [];

/** Lets every upload in flight finish. */
export const finishUploads = () => {
  for (const finish of pending.splice(0)) finish();
};
