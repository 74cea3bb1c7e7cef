import type { AccountProfileEdit, OperatorAccountProfile } from '@emas/api';
import { settingsEndpoints } from '@emas/api/settings';
import { detailOrDash } from '@emas/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { featureTranslation } from '../../lib/i18n.ts';
import {
  Desk,
  operatorCall,
  useDeskAction,
  useOperatorPage,
  useOperatorSession,
} from '../operator/index.ts';
import { accountDetailsDeskMessages } from './desk-messages.ts';
import { useSettingsTranslation } from './translation.ts';
import './settings.css';

const useDeskTranslation = featureTranslation('account-details-desk', accountDetailsDeskMessages);

const EDITABLE = [
  ['last_name', 'lastName'],
  ['business_name', 'businessName'],
  ['street', 'street'],
  ['city', 'city'],
  ['province', 'province'],
  ['postcode', 'postcode'],
  ['country', 'country'],
] as const;
type Editable = (typeof EDITABLE)[number][0];
type Draft = Record<Editable, string>;

const draftOf = (row: OperatorAccountProfile): Draft =>
  Object.fromEntries(EDITABLE.map(([field]) => [field, row[field] ?? ''])) as Draft;

const addressOf = (row: OperatorAccountProfile): string => {
  const parts = [row.street, row.city, row.postcode].filter((part) => part);
  return detailOrDash(parts.join(', '));
};

type AccountDetailsDeskProps = {
  /** What another feature shows compliance about the account (the app hands it in). */
  accountExtra?: (accountId: string) => ReactNode;
};

/**
 * The console's account-details desk: find an account by HIN, e-mail or name and change the
 * details its owner may not (spec 002: 'Please contact your brokerage firm…').
 */
export function AccountDetailsDesk({ accountExtra }: AccountDetailsDeskProps) {
  const { t } = useDeskTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<OperatorAccountProfile | null>(null);
  const { query, page, setPage, refreshKey } = useOperatorPage(
    'account-profiles',
    settingsEndpoints.operatorAccountProfiles,
    { search },
  );
  const { busyId, message, run } = useDeskAction(refreshKey);
  const save = (row: OperatorAccountProfile, edit: AccountProfileEdit) => {
    setEditing(null);
    void run(
      row.id,
      () =>
        operatorCall(settingsEndpoints.operatorEditAccountProfile, {
          params: { id: row.id },
          body: edit,
        }),
      t('saved', { name: row.fullname }),
    );
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setSearch(typed.trim());
  };
  const columns: Column<OperatorAccountProfile>[] = [
    { id: 'hin', header: 'HIN', cell: (row) => row.hin ?? '-' },
    { id: 'holder', header: t('holder'), cell: (row) => row.fullname },
    { id: 'email', header: t('email'), cell: (row) => row.email },
    { id: 'address', header: t('address'), cell: addressOf },
    {
      id: 'actions',
      header: t('actions'),
      cell: (row) => (
        <button
          type="button"
          className="button button-secondary"
          disabled={busyId !== null}
          onClick={() => setEditing(row)}
        >
          {busyId === row.id ? t('busy') : t('edit')}
        </button>
      ),
    },
  ];
  return (
    <div className="settings-desk">
      <form className="settings-desk-search" onSubmit={find} role="search">
        <FormField label={t('search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="button button-primary">
          {t('searchButton')}
        </button>
      </form>
      <Desk
        id="account-details"
        heading={t('heading')}
        intro={t('intro')}
        message={message}
        list={{ query, page, setPage }}
        columns={columns}
      >
        {editing === null ? null : (
          <ProfileDialog
            row={editing}
            onCancel={() => setEditing(null)}
            onSave={(edit) => save(editing, edit)}
            extra={accountExtra}
          />
        )}
      </Desk>
    </div>
  );
}

type DialogProps = {
  row: OperatorAccountProfile;
  onCancel: () => void;
  onSave: (edit: AccountProfileEdit) => void;
  extra: AccountDetailsDeskProps['accountExtra'];
};

/**
 * The account's editable details (a blank one is saved as missing); compliance also reads, not
 * edits, what the client answered at account opening.
 */
function ProfileDialog({ row, onCancel, onSave, extra }: DialogProps) {
  const { t } = useDeskTranslation();
  const compliance = useOperatorSession()?.roles.includes('compliance') ?? false;
  const labels = useSettingsTranslation().t;
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <Modal
      title={t('editTitle', { name: row.fullname })}
      onClose={onCancel}
      closeLabel={t('close')}
      footer={
        <div className="operator-row-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" form={formId} className="button button-primary">
            {t('save')}
          </button>
        </div>
      }
    >
      <form id={formId} className="settings-desk-form" onSubmit={submit}>
        {EDITABLE.map(([field, label]) => (
          <FormField
            key={field}
            label={labels(label)}
            value={draft[field]}
            onChange={(event) =>
              setDraft((current) => ({ ...current, [field]: event.target.value }))
            }
          />
        ))}
      </form>
      {compliance && extra !== undefined ? extra(row.id) : null}
    </Modal>
  );
}
