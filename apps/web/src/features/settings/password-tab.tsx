import type { AppName } from '@emas/api';
import {
  meetsSettingsPasswordRule,
  passwordChangeProblem,
  settingsPasswordTexts,
} from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { PasswordField } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { editPassword } from './settings-calls.ts';
import { useSettingsTranslation } from './translation.ts';

const EMPTY = { oldPassword: '', newPassword: '', retypePassword: '' };
type Fields = typeof EMPTY;
type Errors = Partial<Record<keyof Fields, string>>;

/** The server's err_message (spec 002 section 8), or why there was none. */
const failureMessage = (error: unknown): string =>
  error instanceof ApiError ? (error.body?.err_message ?? error.message) : String(error);

/**
 * PASSWORD (spec 002 sections 4, 5 and 8): old, new and retype, all required; the rule's hint
 * once the new password has lost focus while invalid; the retype must match; a confirmation,
 * then the change, 'Changed!' (the fields clear) or 'Failed!' with the server's message.
 */
export function PasswordTab({ brokerId }: { brokerId: AppName }) {
  const { t } = useSettingsTranslation();
  const alert = useAlert();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useMutation({
    mutationFn: () =>
      editPassword({ brokerId, oldPassword: fields.oldPassword, newPassword: fields.newPassword }),
    onSuccess: () => {
      setFields(EMPTY);
      setErrors({});
      void alert.show({
        type: 'success',
        title: settingsPasswordTexts.changedTitle,
        message: settingsPasswordTexts.changedMessage,
      });
    },
    onError: (error) =>
      void alert.show({
        type: 'error',
        title: settingsPasswordTexts.failedTitle,
        message: failureMessage(error),
      }),
  });

  const edit = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const checkRuleOnBlur = () => {
    if (fields.newPassword !== '' && !meetsSettingsPasswordRule(fields.newPassword))
      setErrors((current) => ({ ...current, newPassword: settingsPasswordTexts.rule }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(fields);
    if (problem === 'required') {
      const required = t('required');
      setErrors({
        oldPassword: fields.oldPassword === '' ? required : undefined,
        newPassword: fields.newPassword === '' ? required : undefined,
        retypePassword: fields.retypePassword === '' ? required : undefined,
      });
      return;
    }
    if (problem === 'rule') return setErrors({ newPassword: settingsPasswordTexts.rule });
    if (problem === 'mismatch')
      return setErrors({ retypePassword: settingsPasswordTexts.mismatch });
    const outcome = await alert.show({
      type: 'confirm',
      title: settingsPasswordTexts.confirm,
      confirmText: t('confirmYes'),
      declineText: t('confirmCancel'),
    });
    if (outcome === 'confirm') change.mutate();
  };

  return (
    <form
      className="settings-tab settings-password"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <PasswordField
        label={t('oldPassword')}
        autoComplete="current-password"
        value={fields.oldPassword}
        onChange={edit('oldPassword')}
        error={errors.oldPassword}
      />
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={edit('newPassword')}
        onBlur={checkRuleOnBlur}
        error={errors.newPassword}
      />
      <PasswordField
        label={t('retypePassword')}
        autoComplete="new-password"
        value={fields.retypePassword}
        onChange={edit('retypePassword')}
        error={errors.retypePassword}
      />
      <button type="submit" className="button button-primary" disabled={change.isPending}>
        {t('changePassword')}
      </button>
    </form>
  );
}
