/**
 * Proves the console's Videos desk against the contract: the uploads with their uploader, one
 * played in place from its signed link, and published to the trade page with the list read
 * again afterwards; an operator's upload goes to the console's route with the operator's token
 * and the list shows it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { endOperatorSession } from '../operator/index.ts';
import { deskPage, signInTestOperator } from '../operator/test-support.tsx';
import { fakeXhrClass, finishUploads, uploadedVideo } from './fake-upload.ts';
import { VideosDesk } from './videos-desk.tsx';

const video = {
  ...uploadedVideo,
  uploader_hin: 'PC00000001',
  uploader_name: 'Siti Rahma',
  published: false,
  stream_url: '/v2/videos/v-1/stream?expires=1&signature=abc',
};
const page = deskPage;

describe('VideosDesk', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInTestOperator();
  });
  afterEach(() => {
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('lists an upload, plays it and publishes it', async () => {
    const server = fakeServer({
      'GET /v2/operator/videos': page([video]),
      'POST /v2/operator/videos/v-1/publish': {
        body: { status: 200, data: { video_id: 'v-1', published: true } },
      },
    });
    renderAt(<VideosDesk />);
    const list = await screen.findByRole('list', { name: 'Uploaded videos' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('Siti Rahma (PC00000001)');
    expect(item).toHaveTextContent('Not published');
    expect(item).toHaveTextContent('Size: 3.34 KB');

    await userEvent.click(within(item).getByRole('button', { name: 'Play' }));
    const player = screen.getByLabelText('Playing: Pembukaan pasar');
    expect(player).toHaveAttribute('src', video.stream_url);

    server.set('GET /v2/operator/videos', page([{ ...video, published: true }]));
    await userEvent.click(within(item).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('The video is published to the Trade page.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /v2/operator/videos/v-1/publish')[0]?.body).toEqual({
      published: true,
    });
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument(),
    );
    expect(
      server.callsTo('POST /v2/operator/videos/v-1/publish')[0]?.headers.get('authorization'),
    ).toBe(`Bearer ${'t'.repeat(40)}`);
  });

  it("uploads with the operator's token to the console's route and lists the video", async () => {
    const server = fakeServer({ 'GET /v2/operator/videos': page([]) });
    const sent = { form: null as FormData | null, headers: {} as Record<string, string>, url: '' };
    const { video_id, title, description, content_type, size_bytes, created_at } = video;
    const uploaded = { video_id, title, description, content_type, size_bytes, created_at };
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhrClass({ status: 200, body: { status: 200, data: uploaded } }, sent),
    );
    renderAt(<VideosDesk />);
    expect(await screen.findByText('No video uploaded yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Title'), 'Pembukaan pasar');
    await userEvent.type(screen.getByLabelText('Description'), 'Hari ini');
    const file = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'clip.webm', {
      type: 'video/webm',
    });
    await userEvent.upload(screen.getByLabelText('Video file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(sent.url).toBe('/v2/operator/videos');
    expect(sent.headers.Authorization).toBe(`Bearer ${'t'.repeat(40)}`);
    expect(sent.form?.get('title')).toBe('Pembukaan pasar');
    expect((sent.form?.get('video_file') as File).name).toBe('clip.webm');

    server.set('GET /v2/operator/videos', page([{ ...video, uploader_name: 'Dewi' }]));
    act(() => finishUploads());
    expect(
      await screen.findByText('The video "Pembukaan pasar" was uploaded.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Uploaded videos' });
    expect(await within(list).findByRole('listitem')).toHaveTextContent('Pembukaan pasar');
    expect(server.callsTo('GET /v2/operator/videos')).toHaveLength(2);
  });

  it('says when nothing was uploaded', async () => {
    fakeServer({ 'GET /v2/operator/videos': page([]) });
    renderAt(<VideosDesk />);
    expect(await screen.findByText('No video uploaded yet.')).toBeInTheDocument();
  });
});
