import type { StaffMember } from '@emas/api';
import { staffEndpoints } from '@emas/api/staff';
import type { OperatorRole } from '@emas/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import { Desk, operatorCall, useDeskAction, useOperatorPage } from '../operator/index.ts';
import { AddOperatorForm } from './add-operator-form.tsx';
import { useStaffTranslation } from './messages.ts';
import { RolesDialog } from './roles-dialog.tsx';
import './staff.css';

type Row = StaffMember;

/**
 * The Operators desk (admins): every operator with roles, two-factor and state; change roles,
 * disable or enable, reset two-factor sign-in; and the form that adds one.
 */
export function OperatorsDesk() {
  const { t } = useStaffTranslation();
  const client = useQueryClient();
  const list = useOperatorPage('operators', staffEndpoints.operators, {});
  const action = useDeskAction(list.refreshKey);
  const [editing, setEditing] = useState<Row | null>(null);
  const change = (row: Row, body: { roles?: OperatorRole[]; disabled?: boolean }) =>
    action.run(
      row.id,
      () => operatorCall(staffEndpoints.changeOperator, { params: { id: row.id }, body }),
      t('staff.changed', { name: row.name }),
    );
  const resetTotp = (row: Row) =>
    action.run(
      row.id,
      () => operatorCall(staffEndpoints.resetOperatorTotp, { params: { id: row.id } }),
      t('staff.changed', { name: row.name }),
    );
  const state = (row: Row) =>
    row.disabled ? t('staff.disabled') : row.password_set ? t('staff.active') : t('staff.invited');
  const columns: Column<Row>[] = [
    { id: 'email', header: t('staff.email'), cell: (row) => row.email },
    { id: 'name', header: t('staff.name'), cell: (row) => row.name },
    {
      id: 'roles',
      header: t('staff.roles'),
      cell: (row) => row.roles.map((role) => t(`staff.role.${role}`)).join(', '),
    },
    {
      id: 'totp',
      header: t('staff.totp'),
      cell: (row) => (row.totp_enabled ? t('staff.on') : t('staff.off')),
    },
    { id: 'status', header: t('desk.status'), cell: state },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) => (
        <div className="operator-row-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={action.busyId === row.id}
            onClick={() => setEditing(row)}
          >
            {t('staff.changeRoles')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={action.busyId === row.id}
            onClick={() => void change(row, { disabled: !row.disabled })}
          >
            {row.disabled ? t('staff.enable') : t('staff.disable')}
          </button>
          {row.totp_enabled ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={action.busyId === row.id}
              onClick={() => void resetTotp(row)}
            >
              {t('staff.resetTotp')}
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <>
      <Desk
        id="operators"
        heading={t('staff.heading')}
        intro={t('staff.intro')}
        message={action.message}
        list={list}
        columns={columns}
      >
        {editing === null ? null : (
          <RolesDialog
            name={editing.name}
            roles={editing.roles}
            onClose={() => setEditing(null)}
            onConfirm={(roles) => {
              const row = editing;
              setEditing(null);
              void change(row, { roles });
            }}
          />
        )}
      </Desk>
      <AddOperatorForm onAdded={() => client.invalidateQueries({ queryKey: list.refreshKey })} />
    </>
  );
}
