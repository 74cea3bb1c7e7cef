import type { Viewer } from '@emas/domain';
import { lazy, Suspense, useState } from 'react';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import type { StoredSession } from '../../lib/session.ts';
import { type ChartSymbol, PriceChart, TRADE_SYMBOLS } from '../market/index.ts';
import type { TradingContract } from './contract-view.ts';
import { OrderBookPanel } from './order-book-panel.tsx';
import type { OrderResult } from './order-request.ts';
import { RecentTradesPanel } from './recent-trades-panel.tsx';
import { ScreenTabs, type ScreenPart } from './screen-tabs.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { useScreenTranslation } from './use-screen-translation.ts';
import './trading-screen.css';

/** The ticket's code loads with the screen's first render, not with the page's first paint. */
const TradeTicket = lazy(() =>
  import('./trade-ticket.tsx').then((m) => ({ default: m.TradeTicket })),
);

/** The chart on the screen: shorter than the spec's page chart, so all four parts fit 900 px. */
export const SCREEN_CHART_HEIGHT_PX = 250;
/** The chart shows the reference price, or the trades of one contract. */
const CHART_SOURCES: readonly ChartSymbol[] = ['XAUIDRG', ...TRADE_SYMBOLS];

/** A contract's trades on the chart. */
export const symbolOf = (contract: TradingContract): ChartSymbol =>
  TRADE_SYMBOLS.find((symbol) => symbol === contract.config.codeName) ?? 'XAUIDRG';

type ContractPickerProps = {
  contracts: readonly TradingContract[];
  contract: TradingContract;
  onContract: (contract: TradingContract) => void;
};

/** Which contract the screen shows, by its code (its name read after it). */
export function ScreenContractPicker({ contracts, contract, onContract }: ContractPickerProps) {
  const { t } = useScreenTranslation();
  return (
    <SegmentedControl
      label={t('screen.contract')}
      className="screen-contract"
      value={String(contract.config.contractId)}
      onChange={(value) => {
        const chosen = contracts.find((each) => String(each.config.contractId) === value);
        if (chosen !== undefined) onContract(chosen);
      }}
      options={contracts.map((each) => ({
        value: String(each.config.contractId),
        label: each.config.codeName,
        spoken: each.config.name,
      }))}
    />
  );
}

type TradingScreenProps = {
  contract: TradingContract;
  chartSymbol: ChartSymbol;
  onChartSymbol: (symbol: ChartSymbol) => void;
  session: StoredSession;
  viewer: Viewer;
  onResult: (result: OrderResult) => void;
  /** Changes after each placed order: the docked ticket starts afresh. */
  ticketKey: number;
};

/**
 * The trading screen (issue 23): the chart, the order book, the latest trades and the ticket of
 * one contract, side by side on a laptop (all four within 1440 × 900) and as tabs on a phone.
 */
export function TradingScreen(props: TradingScreenProps) {
  const { contract, session, viewer, onResult, ticketKey } = props;
  const { t } = useScreenTranslation();
  const narrow = useNarrowScreen();
  const [part, setPart] = useState<ScreenPart>('chart');
  const { config } = contract;

  const chart = (
    <PriceChart
      symbol={props.chartSymbol}
      height={SCREEN_CHART_HEIGHT_PX}
      sources={CHART_SOURCES}
      onSource={props.onChartSymbol}
      userId={session.userId}
    />
  );
  const ticket = (
    <Suspense fallback={null}>
      <TradeTicket
        key={`${config.contractId}-${ticketKey}`}
        docked
        contract={contract}
        initialDirection="buy"
        session={session}
        viewer={viewer}
        onClose={() => undefined}
        onResult={onResult}
      />
    </Suspense>
  );
  const book = <OrderBookPanel contract={contract} />;
  const trades = <RecentTradesPanel contract={contract} />;

  return (
    <section className="trading-screen" aria-label={t('screen.label')}>
      {narrow ? (
        <ScreenTabs part={part} onPart={setPart} panels={{ chart, book, trades, ticket }} />
      ) : (
        <div className="screen-grid">
          <div className="screen-chart">{chart}</div>
          <div className="screen-book">{book}</div>
          <div className="screen-trades">{trades}</div>
          <div className="screen-ticket">{ticket}</div>
        </div>
      )}
    </section>
  );
}
