/**
 * Proves the trade page's extras: the video frames always, and the economic calendar only
 * outside the development environment, as spec 001 says.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeServer, productionConfig } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { signIn } from '../trading/test-support.tsx';
import { insightReply } from './fixtures.ts';
import { TradeInsight } from './trade-insight.tsx';

const routes = {
  'GET /v2/market/insight': insightReply(),
  'GET /v2/trade/videos': { body: { status: 200, data: { sources: [] } } },
};

describe('TradeInsight', () => {
  beforeEach(async () => {
    signIn();
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the calendar and the video frames in production', async () => {
    fakeServer(routes);
    renderAt(<TradeInsight />);
    expect(await screen.findByRole('heading', { name: 'Economic calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live stream' })).toBeInTheDocument();
  });

  it('hides the calendar in development', async () => {
    const server = fakeServer({
      ...routes,
      'GET /v2/app/config': { body: { ...productionConfig, environment: 'development' } },
    });
    renderAt(<TradeInsight />);
    expect(await screen.findByRole('heading', { name: 'Live stream' })).toBeInTheDocument();
    await screen.findByText('No video to show yet.');
    expect(screen.queryByRole('heading', { name: 'Economic calendar' })).toBeNull();
    expect(server.callsTo('GET /v2/market/insight')).toHaveLength(0);
  });
});
