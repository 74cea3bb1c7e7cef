import { brokerById, DEFAULT_BROKER_ID } from '@emas/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { setActiveBroker } from '../../lib/broker-theme.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useAuthTranslation } from './translation.ts';

/**
 * /register. Registration is not built yet: the page says so plainly and leads back to
 * login, rather than showing a form that would not work.
 */
export function RegisterPage() {
  const { t } = useAuthTranslation();
  const broker = brokerById(DEFAULT_BROKER_ID);
  useEffect(() => setActiveBroker(DEFAULT_BROKER_ID), []);
  return (
    <AuthLayout appName={DEFAULT_BROKER_ID}>
      <section className="auth-form" aria-labelledby="register-title">
        <header className="auth-form-header">
          <h1 id="register-title">{t('register.title')}</h1>
          <p>{t('register.body', { broker: broker?.label ?? DEFAULT_BROKER_ID })}</p>
        </header>
        <p className="auth-muted">{t('register.meanwhile')}</p>
        <Link className="auth-button auth-button-link" to="/login">
          {t('register.back')}
        </Link>
      </section>
    </AuthLayout>
  );
}
