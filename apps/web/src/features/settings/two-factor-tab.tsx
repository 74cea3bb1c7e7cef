import { authEndpoints } from '@emas/api/auth';
import type { TwoFactorStatus } from '@emas/api';
import { isTotpCodeShaped, secondFactorOf } from '@emas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { AuthenticatorSecret } from '../../components/authenticator-secret.tsx';
import { FormField } from '../../components/form-field.tsx';
import { call } from '../../lib/endpoint-call.ts';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { LoadFailed } from './load-failed.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TWO_FACTOR_KEY, refusalText, twoFactorStatusQuery } from './security-calls.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSettingsTranslation } from './translation.ts';

type Enrolment = { readonly secret: string; readonly otpauth_url: string };

/**
 * 2FA (issue 23 item 6): turn two-factor sign-in on (a QR code and the key as text, then a code
 * from the app; ten recovery codes shown once), and once on, new recovery codes or off, each
 * with a code.
 */
export function TwoFactorTab() {
  const { t } = useSettingsTranslation();
  const status = useQuery(twoFactorStatusQuery());
  const client = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  const body = () => {
    if (codes !== null)
      return <RecoveryCodesPanel codes={codes} onDone={() => (setCodes(null), refresh())} />;
    if (status.status === 'pending')
      return <p className="security-muted">{t('security.loading')}</p>;
    if (status.status === 'error') return <LoadFailed onRetry={() => void status.refetch()} />;
    return status.data.enabled ? (
      <TwoFactorOn status={status.data} onCodes={setCodes} onOff={refresh} />
    ) : (
      <TwoFactorOff onCodes={setCodes} />
    );
  };
  return (
    <div className="settings-tab security-tab">
      <SettingsSection id="two-factor-heading" title={t('security.twoFactor.heading')}>
        <p>{t('security.twoFactor.intro')}</p>
        {body()}
      </SettingsSection>
    </div>
  );
}

/** Off: a button starts the set-up, which shows the secret and asks for the app's code. */
function TwoFactorOff({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const start = useMutation({
    mutationFn: () => call(authEndpoints.enrolTwoFactor, {}),
    onSuccess: (answer) => setEnrolment(answer),
  });
  if (enrolment !== null) {
    return (
      <ConfirmEnrolment
        enrolment={enrolment}
        onCodes={onCodes}
        onCancel={() => setEnrolment(null)}
      />
    );
  }
  return (
    <>
      <p className="security-state" role="status">
        {t('security.twoFactor.off')}
      </p>
      {start.isError ? (
        <p role="alert" className="security-error">
          {refusalText(start.error, language, t('security.failed'))}
        </p>
      ) : null}
      <div className="security-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {start.isPending ? t('security.twoFactor.starting') : t('security.twoFactor.start')}
        </button>
      </div>
    </>
  );
}

/** The QR code, the key as text, and the code of the new secret that turns it on. */
function ConfirmEnrolment({
  enrolment,
  onCodes,
  onCancel,
}: {
  enrolment: Enrolment;
  onCodes: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useMutation({
    mutationFn: () => call(authEndpoints.confirmTwoFactor, { body: { code: code.trim() } }),
    onSuccess: (answer) => onCodes(answer.recovery_codes),
    onError: (failure) => setError(refusalText(failure, language, t('security.failed'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTotpCodeShaped(code.replace(/\s/g, '')))
      return setError(t('security.twoFactor.codeShape'));
    setError(undefined);
    confirm.mutate();
  };
  return (
    <form className="security-enrol" onSubmit={submit} noValidate>
      <p>{t('security.twoFactor.scan')}</p>
      <AuthenticatorSecret
        otpauthUrl={enrolment.otpauth_url}
        secret={enrolment.secret}
        qrLabel={t('security.twoFactor.qr')}
        secretLabel={t('security.twoFactor.secret')}
        classNames={{ qr: 'security-qr', note: 'security-muted', secret: 'security-secret' }}
      />
      <div className="security-code-field">
        <FormField
          label={t('security.twoFactor.code')}
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <div className="security-actions">
        <button type="submit" className="button button-primary" disabled={confirm.isPending}>
          {t('security.twoFactor.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('security.twoFactor.cancel')}
        </button>
      </div>
    </form>
  );
}

/** On: since when, the codes left, and a code for new recovery codes or for turning it off. */
function TwoFactorOn({
  status,
  onCodes,
  onOff,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
  onOff: () => void;
}) {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fail = (failure: unknown) => setError(refusalText(failure, language, t('security.failed')));
  const renew = useMutation({
    mutationFn: () => call(authEndpoints.renewRecoveryCodes, { body: { code: code.trim() } }),
    onSuccess: (answer) => onCodes(answer.recovery_codes),
    onError: fail,
  });
  const disable = useMutation({
    mutationFn: () => call(authEndpoints.disableTwoFactor, { body: { code: code.trim() } }),
    onSuccess: onOff,
    onError: fail,
  });
  const checked = (): boolean => {
    const ok = secondFactorOf(code) !== null;
    setError(ok ? undefined : t('security.twoFactor.codeRequired'));
    return ok;
  };
  const askDisable = async () => {
    if (!checked()) return;
    const outcome = await alert.show({
      type: 'confirm',
      title: t('security.twoFactor.disableQuestion'),
      message: t('security.twoFactor.disableWarning'),
      confirmText: t('security.twoFactor.disable'),
      declineText: t('security.twoFactor.cancel'),
    });
    if (outcome === 'confirm') disable.mutate();
  };
  const submitRenew = (event: FormEvent) => {
    event.preventDefault();
    if (checked()) renew.mutate();
  };
  const busy = renew.isPending || disable.isPending;
  const since = status.enabled_at === null ? '' : dateTimeText(status.enabled_at, language);
  return (
    <form className="security-manage" onSubmit={submitRenew} noValidate>
      <p className="security-state security-on" role="status">
        {t('security.twoFactor.on', { date: since })}
      </p>
      <p>{t('security.twoFactor.codesLeft', { count: status.recovery_codes_left })}</p>
      <div className="security-code-field">
        <FormField
          label={t('security.twoFactor.manageCode')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <div className="security-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('security.twoFactor.renew')}
        </button>
        <button
          type="button"
          className="button button-secondary security-danger"
          disabled={busy}
          onClick={() => void askDisable()}
        >
          {t('security.twoFactor.disable')}
        </button>
      </div>
    </form>
  );
}
