import type { ApiKey } from '@emas/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../components/alert-dialog.tsx';
import { failureAlert } from '../../lib/failure-alert.ts';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { API_KEYS_KEY, apiKeysQuery, revokeApiKey } from './api-key-calls.ts';
import { useApiKeyTranslation } from './translation.ts';

/** The caller's live keys: loading, failure with retry, none yet, or one card each. */
export function KeyList() {
  const { t } = useApiKeyTranslation();
  const keys = useQuery(apiKeysQuery());
  return (
    <section className="api-key-list-section" aria-labelledby="api-key-list-title">
      <h2 id="api-key-list-title">{t('listTitle')}</h2>
      {keys.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : keys.isError ? (
        <div role="alert" className="api-key-load-failed">
          <p>{t('loadFailed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void keys.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      ) : keys.data.data.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="api-key-list" aria-label={t('listLabel')}>
          {keys.data.data.map((key) => (
            <KeyCard key={key.id} apiKey={key} />
          ))}
        </ul>
      )}
    </section>
  );
}

function KeyCard({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useApiKeyTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(apiKey.id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [API_KEYS_KEY] });
      await alert.show({ type: 'success', title: t('revoked') });
    },
    onError: (error) => void alert.show({ type: 'error', ...failureAlert(error, t, language) }),
  });
  const confirmRevoke = async () => {
    const outcome = await alert.show({
      type: 'confirm',
      title: t('revokeConfirm', { name: apiKey.name }),
      confirmText: t('revokeYes'),
      declineText: t('revokeNo'),
    });
    if (outcome === 'confirm') revoke.mutate();
  };
  const titleId = `api-key-${apiKey.id}`;
  return (
    <li className="api-key-card" aria-labelledby={titleId}>
      <div className="api-key-card-head">
        <h3 id={titleId}>{apiKey.name}</h3>
        <button
          type="button"
          className="button button-secondary api-key-revoke"
          aria-label={t('revokeLabel', { name: apiKey.name })}
          disabled={revoke.isPending}
          onClick={() => void confirmRevoke()}
        >
          {t('revoke')}
        </button>
      </div>
      <dl className="api-key-details">
        <div>
          <dt>{t('keyId')}</dt>
          <dd>
            <code>{apiKey.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('scopesOf')}</dt>
          <dd>{apiKey.scopes.map((scope) => t(`scope_${scope}`)).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('ipsOf')}</dt>
          <dd>
            {apiKey.ip_allow_list.length === 0 ? t('anyAddress') : apiKey.ip_allow_list.join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('createdAt')}</dt>
          <dd>{dateTimeText(apiKey.created_at, language)}</dd>
        </div>
        <div>
          <dt>{t('lastUsedAt')}</dt>
          <dd>
            {apiKey.last_used_at === null
              ? t('neverUsed')
              : dateTimeText(apiKey.last_used_at, language)}
          </dd>
        </div>
      </dl>
    </li>
  );
}
