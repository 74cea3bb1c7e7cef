import type { Order } from '@emas/api';
import type { OrderDirection } from '@emas/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { type ChartSymbol, LiveIndicator } from '../market/index.ts';
import { useViewer } from '../../lib/viewer.ts';
import { GoldNewsList } from '../content/index.ts';
import { TradeInsight } from '../market-insight/index.ts';
import { ContractTiles } from './contract-tiles.tsx';
import { isPreOrder, type TradingContract } from './contract-view.ts';
import { OpenOrdersPanel } from './open-orders-panel.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import type { OrderResult } from './order-request.ts';
import { OrderResultDialog } from './order-result-dialog.tsx';
import { ScreenContractPicker, symbolOf, TradingScreen } from './trading-screen.tsx';
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

type Ticket = { contract: TradingContract; direction: OrderDirection; key: number };

/**
 * / and /trade (spec 001 section 2, issue 23): the trading screen first (chart, order book,
 * latest trades and a docked ticket of one contract), then the contract tiles and the open
 * orders; a tile opens the spec's trade ticket, a row the order's detail. The closed-market
 * banner is the shell's, above every page.
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
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [dockedKey, setDockedKey] = useState(0);
  const screenContract = screenContractOf(contracts.list, chosenId);
  const showContract = (contract: TradingContract) => {
    setChosenId(contract.config.contractId);
    setChartSymbol(symbolOf(contract));
  };

  useEffect(() => {
    document.title = 'Trade · Emas';
  }, []);
  useTicketFromAddress(contracts.list, (contract, direction) =>
    setTicket({ contract, direction, key: 1 }),
  );

  const onResult = (next: OrderResult) => {
    if (next.kind === 'success') {
      setTicket(null);
      setDockedKey((key) => key + 1);
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
        {screenContract === null ? null : (
          <ScreenContractPicker
            contracts={contracts.list}
            contract={screenContract}
            onContract={showContract}
          />
        )}
      </div>
      {screenContract === null ? null : (
        <TradingScreen
          contract={screenContract}
          chartSymbol={chartSymbol}
          onChartSymbol={setChartSymbol}
          session={session}
          viewer={viewer}
          onResult={onResult}
          ticketKey={dockedKey}
        />
      )}
      <ContractTiles
        contracts={contracts}
        onOpen={(contract, direction) => {
          showContract(contract);
          setTicket((current) => ({ contract, direction, key: (current?.key ?? 0) + 1 }));
        }}
      />
      <OpenOrdersPanel
        userId={session.userId}
        contracts={contracts}
        onOpen={(order: Order) => setOrderId(order.id)}
      />
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

/** The contract the screen shows: the one chosen, else the first that is not a pre-order. */
const screenContractOf = (
  list: readonly TradingContract[],
  chosenId: number | null,
): TradingContract | null =>
  list.find((contract) => contract.config.contractId === chosenId) ??
  list.find((contract) => !isPreOrder(contract)) ??
  list[0] ??
  null;

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
