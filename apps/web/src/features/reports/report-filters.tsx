import { reportEndpoints } from '@emas/api/reports';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import type { TradingContract } from '../trading/index.ts';
import { useReportsTranslation } from './use-reports-translation.ts';

type ContractFilterProps = {
  contracts: readonly TradingContract[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
};

/** The spec's Product Filter: a drop-down of checkboxes, one per contract. */
export function ContractFilter({ contracts, chosen, onChange }: ContractFilterProps) {
  const { t } = useReportsTranslation();
  const toggle = (contractId: number) =>
    onChange(
      chosen.includes(contractId)
        ? chosen.filter((id) => id !== contractId)
        : [...chosen, contractId],
    );
  return (
    <details className="report-filter report-contract-filter">
      <summary>
        <span className="report-filter-label">{t('productFilter')}</span>
        <span>
          {chosen.length === 0
            ? t('filterContracts')
            : t('contractsChosen', { count: chosen.length })}
        </span>
      </summary>
      <fieldset>
        <legend className="visually-hidden">{t('productFilter')}</legend>
        {contracts.map(({ config }) => (
          <label key={config.contractId} className="report-check">
            <input
              type="checkbox"
              checked={chosen.includes(config.contractId)}
              onChange={() => toggle(config.contractId)}
            />
            {config.tradeTicketName}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** One client of an intermediary's: its HIN, or null for House (all of them). */
export type ClientChoice = string | null;

type ClientFilterProps = { value: ClientChoice; onChange: (value: ClientChoice) => void };

const CLIENTS_LISTED_MAX = 100;

/** The client filter of ib, fm and ccp: House first (everyone), then each client by HIN. */
export function ClientFilter({ value, onChange }: ClientFilterProps) {
  const { t } = useReportsTranslation();
  const id = useId();
  const clients = useQuery(
    endpointQuery(['reports', 'client-filter'], reportEndpoints.listTradeAccounts, {
      query: { offset: '0', limit: String(CLIENTS_LISTED_MAX) },
      body: {},
    }),
  );
  return (
    <div className="report-filter">
      <label htmlFor={id} className="report-filter-label">
        {t('client')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('house')}</option>
        {(clients.data?.data.body ?? []).map((client) => (
          <option key={client.trade_account.account_id} value={client.trade_account.hin}>
            {client.trade_account.hin} - {client.fullname}
          </option>
        ))}
      </select>
    </div>
  );
}
