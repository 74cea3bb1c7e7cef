import type { Order } from '@emas/api';
import type { OrderDirection } from '@emas/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { type ChartSymbol, LiveIndicator, PriceChart, TRADE_SYMBOLS } from '../market/index.ts';
import { useViewer } from '../../lib/viewer.ts';
import { GoldNewsList } from '../content/index.ts';
import { TradeInsight } from '../market-insight/index.ts';
import { ContractTiles } from './contract-tiles.tsx';
import type { TradingContract } from './contract-view.ts';
import { OpenOrdersPanel } from './open-orders-panel.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import type { OrderResult } from './order-request.ts';
import { OrderResultDialog } from './order-result-dialog.tsx';
import { useRefreshAccount } from './queries.ts';
import { useTradingContracts } from './use-trading-contracts.ts';
import { useTradingTranslation } from './use-trading-translation.ts';
import './trading.css';

/**
 * The ticket's code is not needed to show the tiles' prices: it loads when the pointer first
 * comes over the page or something in it takes focus (well before a tile is pressed), or when
 * a ticket opens.
 */
const loadTicket = () => import('./trade-ticket.tsx');
const TradeTicket = lazy(() => loadTicket().then((m) => ({ default: m.TradeTicket })));
const preloadTicket = () => void loadTicket();

/** The chart of gold in IDR on the trade page. */
export const TRADE_CHART_HEIGHT_PX = 380;

/** The chart shows the reference price, or the trades of one contract. */
const CHART_SOURCES: readonly ChartSymbol[] = ['XAUIDRG', ...TRADE_SYMBOLS];

type Ticket = { contract: TradingContract; direction: OrderDirection; key: number };

/**
 * / and /trade (spec 001 section 2): the contract tiles, the gold chart in IDR and the open
 * orders; a tile opens the trade ticket, a row the order's detail. The closed-market banner is
 * the shell's, above every page.
 */
export function TradePage() {
  const session = useSession();
  return session === null ? null : <SignedInTradePage session={session} />;
}

function SignedInTradePage({ session }: { session: StoredSession }) {
  const { t } = useTradingTranslation();
  const viewer = useViewer(session);
  const contracts = useTradingContracts();
  const refresh = useRefreshAccount(session.userId);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [result, setResult] = useState<OrderResult | null>(null);
  const [chartSymbol, setChartSymbol] = useState<ChartSymbol>('XAUIDRG');

  useEffect(() => {
    document.title = 'Trade · Emas';
  }, []);
  useTicketFromAddress(contracts.list, (contract, direction) =>
    setTicket({ contract, direction, key: 1 }),
  );

  const onResult = (next: OrderResult) => {
    if (next.kind === 'success') {
      setTicket(null);
      refresh();
    }
    setResult(next);
  };

  return (
    <section
      className="trade-page"
      aria-labelledby="trade-title"
      onPointerOver={preloadTicket}
      onFocus={preloadTicket}
    >
      <div className="trade-heading">
        <h1 id="trade-title">{t('page.title')}</h1>
        <LiveIndicator />
      </div>
      <ContractTiles
        contracts={contracts}
        onOpen={(contract, direction) =>
          setTicket((current) => ({ contract, direction, key: (current?.key ?? 0) + 1 }))
        }
      />
      <div className="trade-grid">
        <PriceChart
          symbol={chartSymbol}
          height={TRADE_CHART_HEIGHT_PX}
          sources={CHART_SOURCES}
          onSource={setChartSymbol}
        />
        <OpenOrdersPanel
          userId={session.userId}
          contracts={contracts}
          onOpen={(order: Order) => setOrderId(order.id)}
        />
      </div>
      <GoldNewsList />
      <TradeInsight />
      {ticket ? (
        <Suspense fallback={null}>
          <TradeTicket
            key={ticket.key}
            contract={ticket.contract}
            initialDirection={ticket.direction}
            session={session}
            viewer={viewer}
            onClose={() => setTicket(null)}
            onResult={onResult}
          />
        </Suspense>
      ) : null}
      {orderId ? (
        <OrderDetailDialog
          orderId={orderId}
          session={session}
          contracts={contracts.list}
          onClose={() => setOrderId(null)}
        />
      ) : null}
      {result ? <OrderResultDialog result={result} onClose={() => setResult(null)} /> : null}
    </section>
  );
}

/**
 * Another page opens the ticket through the address (`/?contract=5&direction=buy`, the
 * holdings' BELI and JUAL): once the contracts are known it opens, and the address is cleared
 * so a reload does not open it again.
 */
function useTicketFromAddress(
  contracts: readonly TradingContract[],
  open: (contract: TradingContract, direction: OrderDirection) => void,
) {
  const [params, setParams] = useSearchParams();
  const contractId = Number(params.get('contract'));
  const direction = params.get('direction');
  useEffect(() => {
    if (direction !== 'buy' && direction !== 'sell') return;
    const contract = contracts.find((item) => item.config.contractId === contractId);
    if (contract === undefined) return;
    open(contract, direction);
    setParams({}, { replace: true });
  }, [contracts, contractId, direction, open, setParams]);
}
