import { registrationEndpoints } from '@emas/api/registration';
/**
 * Proves the console's Registrations desk against the contract: the waiting applications, one
 * opened with its details, client profile and both photos, approved with the new HIN in the
 * outcome, another sent back for a correction of the fields chosen, another rejected only with a
 * reason; each list read again after the action; and an account's kept answers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { OperatorConsole } from '../operator/index.ts';
import { AccountKyc } from './kyc-summary.tsx';
import { RegistrationsDesk } from './registrations-desk.tsx';
import { budiDetails } from '@emas/api/test-fixtures';
import { endOperatorSession } from '../operator/index.ts';
import { deskPage, signInTestOperator } from '../operator/test-support.tsx';

/** The console as the app composes it, with this feature's desk. */
const DESKS = [
  {
    path: 'registrations',
    entry: 'registrations',
    page: <RegistrationsDesk />,
    opens: registrationEndpoints.operatorList,
  },
] as const;

const application = {
  id: 'r-1',
  status: 'submitted',
  broker_id: 'metalgo',
  email: 'budi@example.co.id',
  phone_number: '081234567890',
  ...budiDetails,
  agreement_version: '2026-11',
  submitted_at: Date.UTC(2026, 10, 24, 3),
  decided_at: null,
  hin: null,
  reject_reason: null,
  kyc: {
    npwp: '012345678901234',
    occupation: 'other',
    occupation_other: 'Petani',
    source_of_funds: 'salary',
    account_purpose: 'investment',
    monthly_transaction: '10m_50m',
    risk_answers: {
      experience: 'under_3_years',
      horizon: '1_to_3_years',
      fallReaction: 'hold',
      wealthShare: '10_to_50_percent',
      goldKnowledge: 'basic',
    },
    risk_score: 10,
    risk_profile: 'moderate',
  },
  correction: null,
  screening_hold: null,
} as const;

const page = deskPage;
const one = (row: object | null) => ({ body: { status: 200, data: row } });
const photo = one({ content_type: 'image/jpeg', base64: '/9j/4AAQ' });

describe('registrations desk', () => {
  beforeEach(() => signInTestOperator());
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('shows an application with both photos and approves it, naming the new HIN', async () => {
    const server = fakeServer({
      'GET /v2/operator/registrations': page([application]),
      'GET /v2/operator/registrations/r-1/photos/ktp': photo,
      'GET /v2/operator/registrations/r-1/photos/selfie': photo,
      'POST /v2/operator/registrations/r-1/approve': one({
        ...application,
        status: 'approved',
        hin: 'PC00000004',
        id_no: null,
        mother_name: null,
      }),
    });
    renderRoutes(
      [{ path: '/operator/*', element: <OperatorConsole desks={DESKS} /> }],
      '/operator/registrations',
    );
    expect(await screen.findByRole('link', { name: 'Pendaftaran' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const row = (await screen.findByText('Budi Santoso')).closest('tr')!;
    expect(row).toHaveTextContent('budi@example.co.id');
    await userEvent.click(within(row).getByRole('button', { name: 'Lihat' }));
    const dialog = screen.getByRole('dialog', { name: 'Pendaftaran Budi Santoso' });
    expect(within(dialog).getByText('3171010101900001')).toBeInTheDocument();
    const kyc = within(dialog).getByRole('region', { name: 'Profil nasabah (KYC)' });
    for (const shown of [
      'Moderat (skor 10 dari 15)',
      '01.234.567.8-901.234',
      'Lainnya: Petani',
      'Rp 10.000.000 – Rp 50.000.000',
      'Menahan dan menunggu',
    ]) {
      expect(within(kyc).getByText(shown)).toBeInTheDocument();
    }
    expect(await within(dialog).findByRole('img', { name: 'Foto KTP' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,/9j/4AAQ',
    );
    expect(within(dialog).getByRole('img', { name: 'Foto selfie' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Pendaftaran Budi Santoso disetujui: HIN PC00000004.',
      ),
    );
    await waitFor(() => expect(server.callsTo('GET /v2/operator/registrations')).toHaveLength(2));
    expect(
      server.callsTo('GET /v2/operator/registrations')[0]?.url.searchParams.get('status'),
    ).toBe('submitted');
  });

  it('asks the applicant for a correction of the fields chosen, with a note', async () => {
    const note = 'Alamat tidak sesuai KTP';
    const server = fakeServer({
      'GET /v2/operator/registrations': page([application]),
      'GET /v2/operator/registrations/r-1/photos/ktp': photo,
      'GET /v2/operator/registrations/r-1/photos/selfie': photo,
      'POST /v2/operator/registrations/r-1/request_correction': one({
        ...application,
        status: 'correction_requested',
        correction: { fields: ['address'], note, requested_at: Date.UTC(2026, 10, 24, 4) },
      }),
    });
    renderRoutes(
      [{ path: '/operator/*', element: <OperatorConsole desks={DESKS} /> }],
      '/operator/registrations',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Minta perbaikan' }));
    const dialog = screen.getByRole('dialog', { name: 'Minta perbaikan pendaftaran Budi Santoso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Pilih minimal satu data yang harus diperbaiki pemohon.',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Alamat' }));
    await userEvent.type(within(dialog).getByLabelText(/Catatan untuk pemohon/), note);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Permintaan perbaikan dikirim ke Budi Santoso.',
      ),
    );
    expect(
      server.callsTo('POST /v2/operator/registrations/r-1/request_correction')[0]?.body,
    ).toEqual({ fields: ['address'], note });
  });

  it("shows an account's kept answers, or says there are none", async () => {
    fakeServer({
      'GET /v2/operator/account-profiles/acc-1/kyc': one(application.kyc),
      'GET /v2/operator/account-profiles/acc-2/kyc': one(null),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <AccountKyc accountId="acc-1" />
              <AccountKyc accountId="acc-2" />
            </>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('Moderat (skor 10 dari 15)')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada jawaban profil nasabah.')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const server = fakeServer({
      'GET /v2/operator/registrations': page([application]),
      'GET /v2/operator/registrations/r-1/photos/ktp': photo,
      'GET /v2/operator/registrations/r-1/photos/selfie': photo,
      'POST /v2/operator/registrations/r-1/reject': one({
        ...application,
        status: 'rejected',
        reject_reason: 'Foto KTP tidak terbaca',
      }),
    });
    renderRoutes(
      [{ path: '/operator/*', element: <OperatorConsole desks={DESKS} /> }],
      '/operator/registrations',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak pendaftaran Budi Santoso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(server.callsTo('POST /v2/operator/registrations/r-1/reject')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Alasan'), 'Foto KTP tidak terbaca');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Pendaftaran Budi Santoso ditolak.'),
    );
    expect(server.callsTo('POST /v2/operator/registrations/r-1/reject')[0]?.body).toEqual({
      reason: 'Foto KTP tidak terbaca',
    });
  });

  it('shows a screening hold, and the refusal of its approval', async () => {
    const held = { ...application, screening_hold: 'ScreeningHitPending' };
    fakeServer({
      'GET /v2/operator/registrations': page([held]),
      'GET /v2/operator/registrations/r-1/photos/ktp': photo,
      'GET /v2/operator/registrations/r-1/photos/selfie': photo,
      'POST /v2/operator/registrations/r-1/approve': {
        status: 409,
        body: errorBody(409, { err_message_id: 'Kepatuhan harus menyelesaikan kecocokan.' }),
      },
    });
    renderRoutes(
      [{ path: '/operator/*', element: <OperatorConsole desks={DESKS} /> }],
      '/operator/registrations',
    );
    const hold =
      'Cocok dengan daftar sanksi atau PEP: tunggu keputusan kepatuhan di meja Penyaringan.';
    const row = (await screen.findByText('Budi Santoso')).closest('tr')!;
    expect(row).toHaveTextContent(hold);
    await userEvent.click(within(row).getByRole('button', { name: 'Lihat' }));
    const dialog = screen.getByRole('dialog', { name: 'Pendaftaran Budi Santoso' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(hold);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Kepatuhan harus menyelesaikan kecocokan.',
      ),
    );
  });
});
