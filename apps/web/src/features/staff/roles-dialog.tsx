import type { OperatorRole } from '@emas/domain';
import { type FormEvent, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { DialogButtons } from '../operator/index.ts';
import { useStaffTranslation } from './messages.ts';
import { RoleChoices } from './role-choices.tsx';

/** Changes an operator's roles: at least one stays. */
export function RolesDialog({
  name,
  roles,
  onConfirm,
  onClose,
}: {
  name: string;
  roles: readonly OperatorRole[];
  onConfirm: (roles: OperatorRole[]) => void;
  onClose: () => void;
}) {
  const { t } = useStaffTranslation();
  const [chosen, setChosen] = useState<OperatorRole[]>([...roles]);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setError(t('staff.rolesRequired'));
    onConfirm(chosen);
  };
  return (
    <Modal
      title={t('staff.rolesTitle', { name })}
      onClose={onClose}
      closeLabel={t('staff.close')}
      size="small"
    >
      <form className="operator-reason" onSubmit={submit} noValidate>
        <RoleChoices value={chosen} onChange={setChosen} />
        {error === null ? null : (
          <p role="alert" className="operator-error">
            {error}
          </p>
        )}
        <DialogButtons submit={t('staff.save')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
