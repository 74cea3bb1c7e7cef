/**
 * Proves the trade page's video frames: an empty state without sources, the first source
 * playing, a segmented control that switches to the second, a reload that starts a new player,
 * and a configured page embedded in a frame.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { signIn } from '../trading/test-support.tsx';
import { VideoFrames } from './video-frames.tsx';

const VIDEOS = 'GET /v2/trade/videos';
const sources = (list: object[]) => ({ body: { status: 200, data: { sources: list } } });
const first = {
  id: 'v-1',
  title: 'Pembukaan',
  url: '/v2/videos/v-1/stream?expires=1&signature=a',
  kind: 'video',
};
const second = {
  id: 'source-2',
  title: 'live.example',
  url: 'https://live.example/embed',
  kind: 'embed',
};

describe('VideoFrames', () => {
  beforeEach(async () => {
    signIn();
    await i18n.changeLanguage('id');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says there is no video yet when there is no source', async () => {
    fakeServer({ [VIDEOS]: sources([]) });
    renderAt(<VideoFrames />);
    expect(await screen.findByText('Belum ada video untuk ditampilkan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeDisabled();
  });

  it('plays the first source, switches to the second, and reloads the player', async () => {
    fakeServer({ [VIDEOS]: sources([first, second]) });
    const { container } = renderAt(<VideoFrames />);
    const video = await screen.findByTitle('Pembukaan');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', first.url);

    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    const reloaded = screen.getByTitle('Pembukaan');
    expect(reloaded).not.toBe(video);

    const choice = screen.getByRole('radiogroup', { name: 'Pilih siaran' });
    await userEvent.click(within(choice).getByRole('radio', { name: /Siaran 2/ }));
    const frame = screen.getByTitle('live.example');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', second.url);
    expect(container.querySelector('video')).toBeNull();
  });
});
