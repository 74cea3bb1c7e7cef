import type { OperatorRegistration } from '@emas/api';
import type { CorrectableField } from '@emas/domain';
import { registrationEndpoints as calls } from '@emas/api/registration';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import { Modal } from '../../components/modal.tsx';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DecisionDesk, operatorCall, useDecisionDesk } from '../operator/index.ts';
import { CorrectionRequestDialog } from './correction-request-dialog.tsx';
import { KycSummary } from './kyc-summary.tsx';
import './registration.css';
import { useRegistrationTranslation } from './translation.ts';

type Scope = 'submitted' | 'all';

/**
 * The console's Registrations desk: read the details and the client profile, compare with both
 * photos, approve, reject, or send the application back for a correction.
 */
export function RegistrationsDesk() {
  const { t } = useRegistrationTranslation();
  const [language] = useLanguage();
  const [viewing, setViewing] = useState<OperatorRegistration | null>(null);
  const desk = useDecisionDesk(
    'registrations',
    calls.operatorList,
    'submitted' as Scope,
    (status) => ({ status }),
  );
  const [correcting, setCorrecting] = useState<OperatorRegistration | null>(null);
  // An approval's outcome names the new HIN, known only from its answer.
  const [doneText, setDone] = useState<string | null>(null);

  const approve = (row: OperatorRegistration) => {
    setViewing(null);
    setDone(null);
    desk.decide(
      row,
      async () => {
        const answer = await operatorCall(calls.operatorApprove, { params: { id: row.id } });
        setDone(t('desk.approved', { name: row.fullname, hin: answer.data.hin ?? '' }));
      },
      t('desk.approved', { name: row.fullname, hin: '' }),
    );
  };
  const askCorrection = (
    row: OperatorRegistration,
    body: { fields: CorrectableField[]; note: string },
  ) => {
    setCorrecting(null);
    setDone(null);
    desk.decide(
      row,
      () => operatorCall(calls.operatorRequestCorrection, { params: { id: row.id }, body }),
      t('desk.correctionSent', { name: row.fullname }),
    );
  };
  const { busyId, message } = desk;
  const shown =
    message?.kind === 'done' && doneText !== null ? { ...message, text: doneText } : message;

  const columns: Column<OperatorRegistration>[] = [
    {
      id: 'sent',
      header: t('desk.submittedAt'),
      cell: (row) =>
        row.submitted_at === null
          ? '-'
          : dateTimeText(new Date(row.submitted_at).toISOString(), language),
    },
    { id: 'applicant', header: t('desk.applicant'), cell: (row) => row.fullname },
    {
      id: 'contact',
      header: t('desk.contact'),
      cell: (row) => (
        <>
          {row.email}
          <br />
          {row.phone_number}
        </>
      ),
    },
    {
      id: 'status',
      header: t('desk.status'),
      cell: (row) => {
        const status = t(`desk.statuses.${row.status}`);
        if (row.hin !== null) return `${status}: ${row.hin}`;
        const shown = row.reject_reason === null ? status : `${status}: ${row.reject_reason}`;
        return row.screening_hold === null ? (
          shown
        ) : (
          <span className="operator-stack">
            <span>{shown}</span>
            <strong>{t(`desk.screeningHold.${row.screening_hold}`)}</strong>
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) => (
        <div className="operator-row-actions">
          <button type="button" className="button button-secondary" onClick={() => setViewing(row)}>
            {busyId === row.id ? t('desk.busy') : t('desk.view')}
          </button>
        </div>
      ),
    },
  ];
  return (
    <DecisionDesk
      desk={desk}
      id="registrations"
      heading={t('desk.heading')}
      intro={t('desk.intro')}
      scopes={[
        { value: 'submitted', label: t('desk.pending') },
        { value: 'all', label: t('desk.all') },
      ]}
      message={shown}
      columns={columns}
      reject={{
        title: (row) => t('desk.rejectTitle', { name: row.fullname }),
        action: (row, reason) =>
          operatorCall(calls.operatorReject, { params: { id: row.id }, body: { reason } }),
        doneText: (row) => t('desk.rejected', { name: row.fullname }),
        onStart: () => {
          setDone(null);
          setViewing(null);
        },
      }}
    >
      {viewing === null ? null : (
        <ApplicationDialog
          application={viewing}
          busy={busyId !== null}
          onApprove={() => approve(viewing)}
          onReject={() => desk.setRejecting(viewing)}
          onCorrect={() => {
            setCorrecting(viewing);
            setViewing(null);
          }}
          onClose={() => setViewing(null)}
        />
      )}
      {correcting === null ? null : (
        <CorrectionRequestDialog
          name={correcting.fullname}
          onConfirm={(body) => askCorrection(correcting, body)}
          onClose={() => setCorrecting(null)}
        />
      )}
    </DecisionDesk>
  );
}

function Photo({ id, kind, label }: { id: string; kind: 'ktp' | 'selfie'; label: string }) {
  const { t } = useRegistrationTranslation();
  const photo = useQuery({
    queryKey: ['operator', 'registration-photo', id, kind],
    queryFn: ({ signal }) => operatorCall(calls.operatorPhoto, { params: { id, kind } }, signal),
  });
  return (
    <figure className="registration-review-photo">
      {photo.data === undefined ? (
        <p role={photo.isError ? 'alert' : 'status'}>
          {photo.isError ? t('desk.noPhoto') : t('desk.loading')}
        </p>
      ) : (
        <img
          src={`data:${photo.data.data.content_type};base64,${photo.data.data.base64}`}
          alt={label}
        />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

type DialogProps = {
  application: OperatorRegistration;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onCorrect: () => void;
  onClose: () => void;
};

/** The last correction compliance asked for: what, why and when. */
function CorrectionAsked({ correction }: { correction: OperatorRegistration['correction'] }) {
  const { t } = useRegistrationTranslation();
  const [language] = useLanguage();
  if (correction === null) return null;
  const when = dateTimeText(new Date(correction.requested_at).toISOString(), language);
  const fields = correction.fields.map((field) => t(`fields.${field}`)).join(', ');
  return (
    <p className="registration-correction-note">
      <strong>
        {t('desk.lastCorrection')} ({when}):
      </strong>{' '}
      {fields}. {correction.note}
    </p>
  );
}

function ApplicationDialog(props: DialogProps) {
  const { application: a, busy, onApprove, onReject, onCorrect, onClose } = props;
  const { t } = useRegistrationTranslation();
  const rows: [string, string][] = [
    [t('fullName'), a.fullname],
    [t('email'), a.email],
    [t('phone'), a.phone_number],
    [t('idNumber'), a.id_no ?? '-'],
    [t('motherName'), a.mother_name ?? '-'],
    [t('birthDate'), a.date_of_birth],
    [t('street'), a.street],
    [t('city'), a.city],
    [t('province'), a.province],
    [t('postcode'), a.postcode],
  ];
  return (
    <Modal
      title={t('desk.detailsOf', { name: a.fullname })}
      onClose={onClose}
      closeLabel={t('desk.close')}
    >
      <dl className="registration-review">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="registration-kyc" aria-label={t('desk.kycHeading')}>
        <h3>{t('desk.kycHeading')}</h3>
        <KycSummary kyc={a.kyc} />
        <CorrectionAsked correction={a.correction} />
      </section>
      {a.screening_hold === null ? null : (
        <p className="operator-error" role="note">
          {t(`desk.screeningHold.${a.screening_hold}`)}
        </p>
      )}
      <div className="registration-review-photos">
        <Photo id={a.id} kind="ktp" label={t('ktpPhoto')} />
        <Photo id={a.id} kind="selfie" label={t('selfie')} />
      </div>
      {a.status === 'submitted' ? (
        <div className="operator-row-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={onApprove}
          >
            {t('desk.approve')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={onReject}
          >
            {t('desk.reject')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={onCorrect}
          >
            {t('desk.requestCorrection')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
