import type { CreatedApiKey } from '@emas/api';
import { useState } from 'react';
import { CreateKeyForm } from './create-key-form.tsx';
import { KeyList } from './key-list.tsx';
import { NewKeySecret } from './new-key-secret.tsx';
import { useApiKeyTranslation } from './translation.ts';
import './api-keys.css';

/**
 * Settings › API KEYS (issue 23 item 12): what a key may do, the form to create one, the new
 * key's secret shown once (in this component's state only, never in the query cache), and the
 * live keys with their last use, each revocable after a confirmation.
 */
export function ApiKeysTab() {
  const { t } = useApiKeyTranslation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="settings-tab api-keys-tab">
      <div className="api-key-intro">
        <p>{t('intro')}</p>
        <p>{t('guide')}</p>
      </div>
      {created === null ? (
        <CreateKeyForm onCreated={setCreated} />
      ) : (
        <NewKeySecret apiKey={created} onDone={() => setCreated(null)} />
      )}
      <KeyList />
    </div>
  );
}
