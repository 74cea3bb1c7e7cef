import type { DepthEntry } from '@emas/api';
import { formatDecimal, type Locale } from '@emas/domain';
import { useId } from 'react';
import { Modal } from '../../components/modal.tsx';
import { decimalFloorToMinor, decimalToMinor, NO_FIGURE } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useDepth, useMarketStatus } from '../market/index.ts';
import type { TradingContract } from './contract-view.ts';
import { SPEC_TEXT } from './spec-texts.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

/** Depth quantities are floored to 5 decimals (spec 001 section 2). */
export const DEPTH_QUANTITY_DECIMALS = 5;
const SEN_SCALE = 2;

/**
 * A depth quantity floored to 5 decimals, shown with at least the contract's depth quantity
 * decimals and without trailing zeros beyond them: '2.50000' → '2,5' (1 decimal configured).
 */
export function depthQuantityText(text: string, minDecimals: number, locale: Locale): string {
  const minor = decimalFloorToMinor(text, DEPTH_QUANTITY_DECIMALS);
  if (minor === null) return NO_FIGURE;
  let decimals = DEPTH_QUANTITY_DECIMALS;
  let value = minor;
  while (decimals > minDecimals && value % 10n === 0n) {
    value /= 10n;
    decimals -= 1;
  }
  return formatDecimal(value, decimals, locale);
}

type DepthSideProps = {
  title: string;
  entries: readonly DepthEntry[];
  contract: TradingContract;
  side: 'buy' | 'sell';
};

function DepthSide({ title, entries, contract, side }: DepthSideProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const captionId = useId();
  const { depthTTDecimalPlace, depthQuantityDecimalPlace } = contract.config;
  return (
    <div className={`depth-side depth-${side}`}>
      <table aria-labelledby={captionId}>
        <caption id={captionId}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('depth.price')}</th>
            <th scope="col">{t('depth.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={2} className="depth-empty">
                {t('depth.empty')}
              </td>
            </tr>
          ) : (
            entries.map((entry) => {
              const priceSen = decimalToMinor(entry.price, SEN_SCALE);
              return (
                <tr key={entry.price}>
                  <td className="depth-price">
                    {priceSen === null
                      ? NO_FIGURE
                      : formatDecimal(priceSen, SEN_SCALE, language, depthTTDecimalPlace)}
                  </td>
                  <td>{depthQuantityText(entry.quantity, depthQuantityDecimalPlace, language)}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

type DepthDialogProps = { contract: TradingContract; onClose: () => void };

/** The contract's book: price and quantity, buy side and sell side; back to the ticket. */
export function DepthDialog({ contract, onClose }: DepthDialogProps) {
  const { t } = useTradingTranslation();
  const status = useMarketStatus().data;
  const open = status !== undefined && !status.is_closed;
  const depth = useDepth(open);
  const book = depth.data?.find((entry) => entry.contractId === contract.config.contractId);
  const body = (() => {
    if (status?.is_closed) return <p className="panel-note">{t('depth.closed')}</p>;
    if (depth.isPending)
      return (
        <p role="status" className="panel-note">
          {t('depth.loading')}
        </p>
      );
    if (depth.isError && !depth.data)
      return (
        <p role="alert" className="panel-note">
          {t('depth.failed')}
        </p>
      );
    return (
      <div className="depth-grid">
        <DepthSide
          title={t('depth.buySide')}
          entries={book?.buy ?? []}
          contract={contract}
          side="buy"
        />
        <DepthSide
          title={t('depth.sellSide')}
          entries={book?.sell ?? []}
          contract={contract}
          side="sell"
        />
      </div>
    );
  })();
  return (
    <Modal
      title={t('depth.title', { contract: contract.config.codeName })}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="medium"
      footer={
        <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
          {SPEC_TEXT.backToTicket}
        </button>
      }
    >
      {body}
    </Modal>
  );
}
