import type { CreatedApiKey } from '@emas/api';
import { useEffect, useRef } from 'react';
import { CopyButton } from './copy-button.tsx';
import { useApiKeyTranslation } from './translation.ts';

/**
 * The new key's id and secret, shown this once: focus moves here so a screen reader reads it,
 * and it stays until its holder says it is saved (the secret is never fetched again).
 */
export function NewKeySecret({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const { t } = useApiKeyTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="api-key-secret" aria-labelledby="api-key-secret-title">
      <h2 id="api-key-secret-title" ref={heading} tabIndex={-1}>
        {t('secretTitle')}
      </h2>
      <p>{t('secretNote')}</p>
      <dl className="api-key-secret-values">
        <div>
          <dt>{t('keyId')}</dt>
          <dd>
            <code>{apiKey.id}</code>
            <CopyButton text={apiKey.id} what={t('keyId')} />
          </dd>
        </div>
        <div>
          <dt>{t('secret')}</dt>
          <dd>
            <code>{apiKey.secret}</code>
            <CopyButton text={apiKey.secret} what={t('secret')} />
          </dd>
        </div>
      </dl>
      <button type="button" className="button button-primary" onClick={onDone}>
        {t('secretSaved')}
      </button>
    </section>
  );
}
