import type { CreatedApiKey } from '@emas/api';
import { API_KEY_IP_ENTRIES_MAX, API_KEY_NAME_CHARS_MAX, readIpAllowList } from '@emas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { failureAlert } from '../../lib/failure-alert.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { API_KEYS_KEY, createApiKey } from './api-key-calls.ts';
import { useApiKeyTranslation } from './translation.ts';

type Errors = { name?: string; ips?: string };

/** The checks the server makes again: a name, and allow-list entries that are addresses. */
const useFormCheck = () => {
  const { t } = useApiKeyTranslation();
  return (name: string, ips: string): { errors: Errors; entries: string[] } => {
    const read = readIpAllowList(ips);
    const errors: Errors = {};
    if (name.trim() === '') errors.name = t('nameRequired');
    if ('invalid' in read) errors.ips = t('ipInvalid', { entry: read.invalid });
    else if (read.entries.length > API_KEY_IP_ENTRIES_MAX)
      errors.ips = t('ipTooMany', { max: API_KEY_IP_ENTRIES_MAX });
    return { errors, entries: 'entries' in read ? read.entries : [] };
  };
};

/** Create a key: its name, read (always) and trade, and the addresses it may come from. */
export function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useApiKeyTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const client = useQueryClient();
  const ipsId = useId();
  const [name, setName] = useState('');
  const [trade, setTrade] = useState(false);
  const [ips, setIps] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const check = useFormCheck();
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (answer) => {
      setName('');
      setTrade(false);
      setIps('');
      onCreated(answer.data);
      await client.invalidateQueries({ queryKey: [API_KEYS_KEY] });
    },
    onError: (error) => void alert.show({ type: 'error', ...failureAlert(error, t, language) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, entries } = check(name, ips);
    setErrors(found);
    if (found.name !== undefined || found.ips !== undefined) return;
    create.mutate({
      name: name.trim(),
      scopes: trade ? ['read', 'trade'] : ['read'],
      ip_allow_list: entries,
    });
  };
  const ipsDescribedBy =
    errors.ips === undefined ? `${ipsId}-hint` : `${ipsId}-hint ${ipsId}-error`;
  return (
    <form className="api-key-form" onSubmit={submit} noValidate aria-labelledby="api-key-create">
      <h2 id="api-key-create">{t('createTitle')}</h2>
      <FormField
        label={t('name')}
        value={name}
        maxLength={API_KEY_NAME_CHARS_MAX}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <fieldset className="api-key-scopes">
        <legend>{t('scopes')}</legend>
        <label>
          <input type="checkbox" checked disabled />
          <span>{t('scopeRead')}</span>
        </label>
        <label>
          <input
            type="checkbox"
            checked={trade}
            onChange={(event) => setTrade(event.target.checked)}
          />
          <span>{t('scopeTrade')}</span>
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={ipsId}>{t('ipAllowList')}</label>
        <textarea
          id={ipsId}
          className="field-input api-key-ips"
          rows={3}
          value={ips}
          spellCheck={false}
          aria-invalid={errors.ips === undefined ? undefined : true}
          aria-describedby={ipsDescribedBy}
          onChange={(event) => setIps(event.target.value)}
        />
        <p id={`${ipsId}-hint`} className="api-key-hint">
          {t('ipHint')}
        </p>
        {errors.ips === undefined ? null : (
          <p id={`${ipsId}-error`} className="field-error">
            {errors.ips}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {create.isPending ? t('creating') : t('create')}
      </button>
    </form>
  );
}
