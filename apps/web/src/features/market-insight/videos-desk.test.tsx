/**
 * Proves the console's Videos desk against the contract: the uploads with their uploader, one
 * played in place from its signed link, and published to the trade page with the list read
 * again afterwards.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { endOperatorSession } from '../operator/index.ts';
import { deskPage, signInTestOperator } from '../operator/test-support.tsx';
import { VideosDesk } from './videos-desk.tsx';

const video = {
  video_id: 'v-1',
  title: 'Pembukaan pasar',
  description: 'Hari ini',
  content_type: 'video/webm',
  size_bytes: '3428',
  created_at: '2026-11-25T03:00:00.000Z',
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

  it('says when nothing was uploaded', async () => {
    fakeServer({ 'GET /v2/operator/videos': page([]) });
    renderAt(<VideosDesk />);
    expect(await screen.findByText('No video uploaded yet.')).toBeInTheDocument();
  });
});
