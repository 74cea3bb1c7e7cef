import { staffEndpoints } from '@emas/api/staff';
import type { OperatorRole } from '@emas/domain';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import {
  type DeskMessage,
  DeskMessageLine,
  operatorCall,
  operatorErrorText,
} from '../operator/index.ts';
import { useStaffTranslation } from './messages.ts';
import { RoleChoices } from './role-choices.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adds an operator; the server e-mails them a one-time link to set their password. */
export function AddOperatorForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const { t } = useStaffTranslation();
  const [language] = useLanguage();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim()) || name.trim() === '' || roles.length === 0) {
      setMessage({ kind: 'failed', text: t('staff.add.invalid') });
      return;
    }
    setBusy(true);
    try {
      const body = { email: email.trim(), name: name.trim(), roles };
      const added = await operatorCall(staffEndpoints.addOperator, { body });
      setMessage({ kind: 'done', text: t('staff.add.done', { email: added.data.email }) });
      setEmail('');
      setName('');
      setRoles([]);
    } catch (failure) {
      setMessage({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusy(false);
      await onAdded();
    }
  };
  return (
    <section className="operator-card operator-form" aria-labelledby="add-operator-heading">
      <h2 id="add-operator-heading">{t('staff.add.heading')}</h2>
      <p className="operator-muted">{t('staff.add.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('staff.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormField
          label={t('staff.name')}
          autoComplete="off"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <RoleChoices value={roles} onChange={setRoles} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('staff.add.busy') : t('staff.add.submit')}
        </button>
      </form>
      <DeskMessageLine message={message} />
    </section>
  );
}
