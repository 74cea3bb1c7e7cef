import type { Balance, ContractGoldBalance, Holding } from '@emas/api';
import {
  formatDecimal,
  formatMoney,
  TRADING_USD_DECIMALS,
  type ContractConfig,
  type OrderDirection,
} from '@emas/domain';
import { useId, useState, type ReactNode } from 'react';
import { decimalToMinor, dollarText, NO_FIGURE, rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { gramDecimals, lotsDisplay, maxSellTenths, type TicketFigures } from './ticket-model.ts';
import { useTradingTranslation } from './use-trading-translation.ts';
import { useDisplayMoney } from './display-money.ts';

/** The ticket's expandable balance and holdings sections and its list of figures. */

type ExpandableProps = { title: string; summary?: ReactNode; children: ReactNode };

export function Expandable({ title, summary, children }: ExpandableProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="expandable">
      <h3 className="expandable-heading">
        <button
          type="button"
          className="expandable-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          {summary ? <span className="expandable-summary">{summary}</span> : null}
          <span className="expandable-caret" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </h3>
      <div id={id} className="expandable-body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

const MONEY_SCALE = 2;

/**
 * The available trade balance, what a buy may use, in the currency of the top bar's switch.
 * It lists the account balance (the top bar's figure) and what open orders hold, so the two
 * balances are told apart: available = account balance − reserved.
 */
export function BalanceSection({ balance }: { balance: Balance | undefined }) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const money = (idr: string | undefined, usd: string | undefined) => {
    const minor = decimalToMinor(currency === 'idr' ? idr : usd, MONEY_SCALE);
    return minor === null ? NO_FIGURE : formatMoney(minor, currency, language);
  };
  const available = money(balance?.available_trade_bal, balance?.available_trade_bal_usd);
  return (
    <Expandable title={t('ticket.balance')} summary={available}>
      <dl className="figure-list">
        <dt>{t('ticket.accountBalance')}</dt>
        <dd>{money(balance?.rdk_balance, balance?.usd_balance)}</dd>
        <dt>{t('ticket.reservedBalance')}</dt>
        <dd>{money(balance?.reserved_bal_idr, balance?.reserved_bal_usd)}</dd>
        <dt>{t('ticket.availableBalance')}</dt>
        <dd>{available}</dd>
      </dl>
      <p className="field-hint">{t('ticket.balanceExplained')}</p>
    </Expandable>
  );
}

type HoldingsSectionProps = {
  config: ContractConfig;
  holding: Holding | undefined;
  gold: ContractGoldBalance | undefined;
  availableMg: bigint | null;
};

/** The contract's holding, what may be sold and what open orders hold. */
export function HoldingsSection({ config, holding, gold, availableMg }: HoldingsSectionProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const lots = (text: string | undefined) => {
    const tenths = decimalToMinor(text, 1);
    return tenths === null ? NO_FIGURE : t('common.lots', { value: lotsDisplay(tenths, language) });
  };
  const available =
    availableMg === null
      ? NO_FIGURE
      : t('common.lots', { value: lotsDisplay(maxSellTenths(config, availableMg), language) });
  return (
    <Expandable title={t('ticket.holdings')} summary={available}>
      <dl className="figure-list">
        <dt>{t('ticket.holdingQuantity', { contract: config.codeName })}</dt>
        <dd>{holding ? lots(holding.quantity) : lots('0')}</dd>
        <dt>{t('ticket.availableGold')}</dt>
        <dd>{available}</dd>
        <dt>{t('ticket.inProcessSell')}</dt>
        <dd>{lots(gold?.in_process_sell)}</dd>
        <dt>{t('ticket.inProcessBuy')}</dt>
        <dd>{lots(gold?.in_process_buy)}</dd>
      </dl>
    </Expandable>
  );
}

type FiguresListProps = {
  config: ContractConfig;
  direction: OrderDirection;
  figures: TicketFigures | null;
  quantityMg: bigint;
};

/** Price per gram, grams, contract price and value, charges, profit and the estimate. */
export function FiguresList({ config, direction, figures, quantityMg }: FiguresListProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const idr = (sen: bigint | null | undefined, decimals = 2) =>
    sen === null || sen === undefined ? NO_FIGURE : rupiahText(sen, language, decimals);
  // The figures follow the top bar's currency (issue 23); the two totals keep both.
  const money = useDisplayMoney();
  const shown = (sen: bigint | null | undefined, decimals = 2) => money.text(sen, decimals);
  const usd = (minor: bigint | null | undefined) =>
    minor === null || minor === undefined
      ? NO_FIGURE
      : dollarText(minor, TRADING_USD_DECIMALS, language);
  const isSell = direction === 'sell';
  const rows: [key: string, label: string, value: string][] = [
    ['price-per-gram', t('ticket.pricePerGram'), shown(figures?.pricePerGramSen)],
    [
      'total-grams',
      t('ticket.totalGrams'),
      t('common.gram', { value: formatDecimal(quantityMg, 3, language, gramDecimals(config)) }),
    ],
    [
      'contract-price',
      t('ticket.contractPrice'),
      shown(figures?.priceSen, config.tbTtDecimalPlace),
    ],
    ['contract-value', t('ticket.contractValue'), shown(figures?.contractValueSen)],
    ['fee', t('ticket.fee'), shown(figures?.feeSen)],
    ['tax', t('ticket.tax'), shown(figures?.taxSen)],
    ['fx-buffer', t('ticket.fxBuffer'), shown(figures?.fxBufferSen)],
  ];
  if (isSell) {
    rows.push(['storage-fee', t('ticket.storageFee'), shown(figures?.storageFeeSen)]);
    rows.push([
      'estimated-profit',
      t('ticket.estimatedProfit'),
      shown(figures?.estimatedProfitSen),
    ]);
  } else if (figures && figures.cashbackSen > 0n) {
    rows.push(['cashback', t('ticket.cashback'), shown(figures.cashbackSen)]);
  }
  rows.push(
    [
      'total-idr',
      isSell ? t('ticket.estimatedReceivedIdr') : t('ticket.estimatedPaymentIdr'),
      idr(figures?.totalSen),
    ],
    [
      'total-usd',
      isSell ? t('ticket.estimatedReceivedUsd') : t('ticket.estimatedPaymentUsd'),
      usd(figures?.totalUsdMinor),
    ],
  );
  return (
    <section className="ticket-figures" aria-label={t('ticket.figures')}>
      <dl className="figure-list">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`figure-row figure-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {figures ? (
        <p className="field-hint">
          {t('ticket.rate', { rate: formatDecimal(figures.rateIdrPerUsd, 0, language) })}
        </p>
      ) : (
        <p className="field-hint">{t('ticket.noPrice')}</p>
      )}
    </section>
  );
}
