/**
 * Proves /UploadVideo: each missing field is named before anything is sent; a chosen file goes
 * as multipart (title, description, video_file) with the session's token, the loader and the
 * progress bar show while it goes, and the success names the video; the server's refusal (the
 * bytes are not a video) is shown in the chosen language; the page says who may upload.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { getSession } from '../../lib/session.ts';
import { renderAt } from '../../test-support/render.tsx';
import { fakeServer } from '../../test-support/fake-server.ts';
import { signIn } from '../trading/test-support.tsx';
import { fakeXhrClass, finishUploads, uploadedVideo } from './fake-upload.ts';
import { UploadVideoPage } from './upload-video-page.tsx';

const uploaded = {
  status: 200,
  data: uploadedVideo,
};

const typeInvalid = {
  status: 415,
  status_code: 415,
  code: 'VideoTypeInvalid',
  iserror: true,
  err_message: 'The file is not a video we accept. Please upload an MP4, WebM or MOV video.',
  err_message_id: 'File bukan video yang kami terima. Silakan unggah video MP4, WebM atau MOV.',
  message_id: 'VideoTypeInvalid',
};

const videoFile = () =>
  new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'clip.webm', { type: 'video/webm' });

describe('UploadVideoPage', () => {
  let sent: { form: FormData | null; headers: Record<string, string>; url: string };
  beforeEach(async () => {
    signIn();
    await i18n.changeLanguage('id');
    fakeServer();
    sent = { form: null, headers: {}, url: '' };
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says uploads are for staff and allowed accounts, in both languages', async () => {
    renderAt(<UploadVideoPage />);
    expect(
      screen.getByText(/Unggah video hanya untuk staf dan akun yang diizinkan operator/),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(
      screen.getByText(/Video uploads are for staff and the accounts an operator allows/),
    ).toBeInTheDocument();
  });

  it('names the missing title and file and sends nothing', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhrClass({ status: 200, body: uploaded }, sent));
    renderAt(<UploadVideoPage />);
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByLabelText('Judul')).toHaveAccessibleDescription('Silakan isi judul.');
    expect(screen.getByLabelText('File video')).toHaveAccessibleDescription(
      'Silakan pilih file video.',
    );
    expect(sent.form).toBeNull();
  });

  it('uploads with a loader and progress, then names the video', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhrClass({ status: 200, body: uploaded }, sent));
    renderAt(<UploadVideoPage />);
    await userEvent.type(screen.getByLabelText('Judul'), 'Pembukaan pasar');
    await userEvent.type(screen.getByLabelText('Deskripsi'), 'Hari ini');
    await userEvent.upload(screen.getByLabelText('File video'), videoFile());
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(screen.getByRole('progressbar', { name: 'Kemajuan unggahan' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(screen.getByText('Mengunggah… 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    expect(sent.url).toBe('/v2/admin/upload/video');
    expect(sent.headers.Authorization).toBe(`Bearer ${getSession()?.token}`);
    expect(sent.form?.get('title')).toBe('Pembukaan pasar');
    expect(sent.form?.get('description')).toBe('Hari ini');
    expect((sent.form?.get('video_file') as File).name).toBe('clip.webm');

    act(() => finishUploads());
    expect(
      await screen.findByText('Video "Pembukaan pasar" berhasil diunggah.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });

  it("shows the server's refusal in the chosen language", async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhrClass({ status: 415, body: typeInvalid }, sent));
    renderAt(<UploadVideoPage />);
    await userEvent.type(screen.getByLabelText('Judul'), 'Bukan video');
    await userEvent.upload(screen.getByLabelText('File video'), videoFile());
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    act(() => finishUploads());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Unggahan gagal: File bukan video yang kami terima. Silakan unggah video MP4, WebM atau MOV.',
      ),
    );
  });
});
