import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { DialogButtons } from '../operator/index.ts';
import { useAccountsDeskTranslation } from './messages.ts';

const REASON_LENGTH_MIN = 3;

type LockDialogProps = {
  title: string;
  openOrders: number;
  onConfirm: (lock: { reason: string; killOpenOrders: boolean }) => void;
  onClose: () => void;
};

/**
 * Asks why the account is locked and what becomes of its open orders: an explicit choice, none
 * made for the operator, since killing orders cannot be undone.
 */
export function LockDialog({ title, openOrders, onConfirm, onClose }: LockDialogProps) {
  const { t } = useAccountsDeskTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [kill, setKill] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_LENGTH_MIN) {
      setError(t('reasonRequired', { count: REASON_LENGTH_MIN }));
      return;
    }
    if (kill === null) {
      setError(t('chooseOrders'));
      return;
    }
    onConfirm({ reason: reason.trim(), killOpenOrders: kill });
  };
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('close')} size="small">
      <form className="operator-reason" onSubmit={submit} noValidate>
        <label htmlFor={id}>{t('reason')}</label>
        <textarea
          id={id}
          value={reason}
          maxLength={200}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        <fieldset className="account-lock-orders">
          <legend>{t('ordersChoice', { count: openOrders })}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-orders`}
              checked={kill === false}
              onChange={() => setKill(false)}
            />
            {t('keepOrders')}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-orders`}
              checked={kill === true}
              onChange={() => setKill(true)}
            />
            {t('killOrders')}
          </label>
        </fieldset>
        {error === null ? null : (
          <p role="alert" className="operator-error">
            {error}
          </p>
        )}
        <DialogButtons submit={t('lock')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
