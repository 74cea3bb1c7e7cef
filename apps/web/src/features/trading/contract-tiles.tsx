import type { EndDayPrice, GoldPrice } from '@emas/api';
import { formatDecimal, formatPercent, type OrderDirection } from '@emas/domain';
import { useId } from 'react';
import { NO_FIGURE } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useMarketStatus, useOhlc } from '../market/index.ts';
import { isPreOrder, tilePrices, type TilePrices, type TradingContract } from './contract-view.ts';
import { SPEC_TEXT } from './spec-texts.ts';
import { usePriceSources } from './use-market-quote.ts';
import type { TradingContractsState } from './use-trading-contracts.ts';
import { useTradingTranslation } from './use-trading-translation.ts';
import { useScreenTranslation } from './use-screen-translation.ts';
import { useDisplayMoney } from './display-money.ts';

export type OpenTicket = (contract: TradingContract, direction: OrderDirection) => void;

/** The day's low and high are rupiah per gram, with sen. */
const PER_GRAM_DECIMALS = 2;

type ContractTileProps = { contract: TradingContract; prices: TilePrices; onOpen: OpenTicket };

/**
 * One contract: code name, name, the KAU label for a kau contract, SELL and BUY prices per lot,
 * the day's low and high per gram and the % change. BUY, SELL or the name open the ticket.
 */
export function ContractTile({ contract, prices, onOpen }: ContractTileProps) {
  const { t } = useTradingTranslation();
  const { t: screenT } = useScreenTranslation();
  const [language] = useLanguage();
  const nameId = useId();
  const { config } = contract;
  // In the top bar's display currency (issue 23): US dollars at the streaming rate.
  const money = useDisplayMoney();
  const usd = money.currency === 'usd';
  const perGram = (sen: bigint | null) => money.text(sen, PER_GRAM_DECIMALS);
  /** Quote buttons show the bare figure; the caption below (and their names) say the unit. */
  const figure = (sen: bigint | null) => money.figure(sen, config.tbTtDecimalPlace);
  const change = prices.changeBasisPoints;
  const trend = change === null || change === 0n ? 'flat' : change > 0n ? 'up' : 'down';
  const changeText =
    change === null ? NO_FIGURE : `${change > 0n ? '+' : ''}${formatPercent(change, language)}`;
  const preOrder = isPreOrder(contract);
  const quoteOf = usd
    ? screenT('tile.quoteOfUsd', { contract: config.codeName })
    : t('tile.quoteOf', { contract: config.codeName });
  return (
    <article
      className={`tile tile-${trend}${preOrder ? ' tile-preorder' : ''}`}
      aria-labelledby={nameId}
      data-contract={config.codeName}
    >
      <div className="tile-header">
        <button type="button" className="tile-open" onClick={() => onOpen(contract, 'buy')}>
          <span className="tile-code">{config.codeName}</span>{' '}
          <span className="tile-name" id={nameId}>
            {config.name}
          </span>{' '}
          <span className="visually-hidden">({t('tile.open')})</span>
        </button>
        {config.contractType === 'kau' ? <span className="tile-badge">{SPEC_TEXT.kau}</span> : null}
      </div>
      {/* Each quote is named by what it shows, then the contract and unit for a screen reader. */}
      <div className="tile-quotes">
        <button type="button" className="quote quote-sell" onClick={() => onOpen(contract, 'sell')}>
          <span className="quote-side">{SPEC_TEXT.sell}</span>{' '}
          <span className="quote-price">{figure(prices.sellSen)}</span>{' '}
          <span className="visually-hidden">{quoteOf}</span>
        </button>
        <button type="button" className="quote quote-buy" onClick={() => onOpen(contract, 'buy')}>
          <span className="quote-side">{SPEC_TEXT.buy}</span>{' '}
          <span className="quote-price">{figure(prices.buySen)}</span>{' '}
          <span className="visually-hidden">{quoteOf}</span>
        </button>
      </div>
      <p className="tile-unit">
        {usd
          ? screenT('tile.quoteUnitUsd', { rate: formatDecimal(money.rateIdrPerUsd, 0, language) })
          : t('tile.quoteUnit')}
      </p>
      <dl className="tile-stats">
        <div>
          <dt>
            {t('tile.low')} <span className="tile-per">{t('tile.perGramShort')}</span>
          </dt>
          <dd>{perGram(prices.lowSen)}</dd>
        </div>
        <div>
          <dt>
            {t('tile.high')} <span className="tile-per">{t('tile.perGramShort')}</span>
          </dt>
          <dd>{perGram(prices.highSen)}</dd>
        </div>
        <div>
          <dt>{t('tile.change')}</dt>
          <dd className={`change change-${trend}`}>
            {trend === 'flat' ? null : (
              <span aria-hidden="true">{trend === 'up' ? '▲ ' : '▼ '}</span>
            )}
            {trend === 'flat' ? null : (
              <span className="visually-hidden">{t(`tile.${trend}`)} </span>
            )}
            {changeText}
          </dd>
        </div>
      </dl>
      {!preOrder && prices.lowSen === null ? (
        <p className="tile-quiet">{t('tile.noTradesToday')}</p>
      ) : null}
      {preOrder ? <p className="tile-note">{SPEC_TEXT.preOrder}</p> : null}
    </article>
  );
}

type LiveTileProps = {
  contract: TradingContract;
  closed: boolean;
  price: GoldPrice | undefined;
  endOfDay: EndDayPrice | undefined;
  onOpen: OpenTicket;
};

/** A tile with its sources: live prices and OHLC while open, the closing prices while closed. */
function LiveTile({ contract, closed, price, endOfDay, onOpen }: LiveTileProps) {
  const ohlc = useOhlc(contract.config.contractId, !closed);
  const prices = closed
    ? tilePrices(contract.config, endOfDay, endOfDay)
    : tilePrices(contract.config, price, ohlc.data);
  return <ContractTile contract={contract} prices={prices} onOpen={onOpen} />;
}

type ContractTilesProps = { contracts: TradingContractsState; onOpen: OpenTicket };

/** The contract tiles in the spec's order, with their loading, failure and empty states. */
export function ContractTiles({ contracts, onOpen }: ContractTilesProps) {
  const { t } = useTradingTranslation();
  const titleId = useId();
  const status = useMarketStatus().data;
  const { closed, golds, endOfDay } = usePriceSources(status);
  const { list } = contracts;
  const body = (() => {
    if (contracts.isPending)
      return (
        <p role="status" className="panel-note">
          {t('page.loading')}
        </p>
      );
    if (contracts.isError)
      return (
        <p role="alert" className="panel-note">
          {t('page.failed')}
        </p>
      );
    if (list.length === 0) return <p className="panel-note">{t('page.empty')}</p>;
    return (
      <div className="tiles-grid">
        {list.map((contract) => (
          <LiveTile
            key={contract.config.contractId}
            contract={contract}
            closed={closed}
            price={golds.data?.find((entry) => entry.contractId === contract.config.contractId)}
            endOfDay={endOfDay.data?.find(
              (entry) => entry.contractId === contract.config.contractId,
            )}
            onOpen={onOpen}
          />
        ))}
      </div>
    );
  })();
  return (
    <section className="tiles-section" aria-labelledby={titleId}>
      <div className="section-heading">
        <h2 id={titleId}>{t('page.contracts')}</h2>
        {closed ? <p className="closed-prices">{t('page.closedPrices')}</p> : null}
      </div>
      {body}
    </section>
  );
}
