import type { ReservedDelivery } from '@emas/api';
import { numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useBullionTranslation } from './use-bullion-translation.ts';

/** The holdings list and the reserved-to-delivery list, per bullion contract. */
export function GoldLists({
  status,
  contracts,
  onRetry,
}: {
  status: 'pending' | 'error' | 'success';
  contracts: readonly ReservedDelivery[] | undefined;
  onRetry: () => void;
}) {
  const { t } = useBullionTranslation();
  if (status === 'error') {
    return (
      <p role="alert" className="bullion-hint">
        {t('loadFailed')}{' '}
        <button type="button" className="text-button" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </p>
    );
  }
  const rows = contracts ?? [];
  return (
    <div className="bullion-lists">
      <GoldList
        title={t('holdings')}
        rows={rows.map((c) => ({
          id: c.contract_id,
          name: c.name,
          bars: c.available_quantity,
          grams: c.available_weight,
        }))}
      />
      <GoldList
        title={t('reserved')}
        rows={rows.map((c) => ({
          id: c.contract_id,
          name: c.name,
          bars: c.reserved_quantity,
          grams: c.reserved_weight,
        }))}
      />
    </div>
  );
}

type GoldRow = { id: number; name: string; bars: number; grams: string };

function GoldList({ title, rows }: { title: string; rows: readonly GoldRow[] }) {
  const { t } = useBullionTranslation();
  const [language] = useLanguage();
  return (
    <table className="bullion-list">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contract')}</th>
          <th scope="col">{t('bars')}</th>
          <th scope="col">{t('weight')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{row.bars}</td>
            <td>{numberText(row.grams, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
