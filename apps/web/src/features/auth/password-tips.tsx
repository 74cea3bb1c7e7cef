import { passwordTips } from '@emas/domain';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { useAuthTranslation } from './translation.ts';

/** The dismissible tips panel of the new-password form; a dismissed panel can be reopened. */
export function PasswordTips() {
  const { t } = useAuthTranslation();
  const [language] = useLanguage();
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <button type="button" className="auth-link auth-tips-reopen" onClick={() => setOpen(true)}>
        {t('reset.tipsShow')}
      </button>
    );
  }
  return (
    <section className="auth-tips" aria-labelledby="password-tips-title">
      <div className="auth-tips-header">
        <h2 id="password-tips-title">{t('reset.tipsTitle')}</h2>
        <button
          type="button"
          className="auth-tips-dismiss"
          aria-label={t('reset.tipsDismiss')}
          onClick={() => setOpen(false)}
        >
          ×
        </button>
      </div>
      <ul>
        {passwordTips[language].map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
