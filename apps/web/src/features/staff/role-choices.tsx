import { OPERATOR_ROLES, type OperatorRole } from '@emas/domain';
import { useStaffTranslation } from './messages.ts';

/** The roles as checkboxes in a labelled group: an operator may hold several. */
export function RoleChoices({
  value,
  onChange,
}: {
  value: readonly OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
}) {
  const { t } = useStaffTranslation();
  const toggle = (role: OperatorRole, held: boolean) =>
    onChange(OPERATOR_ROLES.filter((each) => (each === role ? held : value.includes(each))));
  return (
    <fieldset className="staff-roles">
      <legend>{t('staff.roles')}</legend>
      {OPERATOR_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
          {t(`staff.role.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}
