import { featureTranslation } from '../../lib/i18n.ts';
import { deskHeadings } from '../operator/index.ts';

/** The console's Transaction reports desk: large and unusual transactions for PPATK. */
const id = {
  desk: { ...deskHeadings.id },
  reports: {
    heading: 'Transaksi besar & mencurigakan',
    intro:
      'Laporan harian: nasabah dengan uang masuk atau keluar sehari mencapai ambang batas, penarikan berulang tepat di bawah batas, dan setoran yang langsung ditarik. Tinjau setiap butir, laporkan ke PPATK bila perlu, dan unduh CSV per hari.',
    scope: { open: 'Belum ditinjau' },
    day: 'Hari',
    finding: 'Temuan',
    cashIn: 'Uang masuk',
    cashOut: 'Uang keluar',
    withdrawals: '{{count}} penarikan',
    between: '{{from}} – {{to}}',
    review: 'Tinjau',
    reviewTitle: 'Tinjau {{name}} ({{day}})',
    outcome: 'Keputusan',
    note: 'Catatan',
    outcomes: { reviewed: 'Ditinjau, tidak dilaporkan', reported: 'Dilaporkan ke PPATK' },
    noteRequired: 'Isi catatan minimal 3 karakter.',
    done: 'Butir {{name}} ({{day}}) disimpan.',
    findings: {
      large_cash: 'Transaksi tunai besar',
      structuring: 'Penarikan di bawah batas',
      pass_through: 'Setoran langsung ditarik',
    },
    states: { open: 'Belum ditinjau', reviewed: 'Ditinjau', reported: 'Dilaporkan' },
    exportHeading: 'Unduh laporan harian',
    exportDay: 'Tanggal laporan',
    exportSubmit: 'Unduh CSV',
    exportFailed: 'Laporan tidak dapat diunduh. Coba lagi.',
    cancel: 'Batal',
    save: 'Simpan',
  },
};

const en: typeof id = {
  desk: { ...deskHeadings.en },
  reports: {
    heading: 'Large & unusual transactions',
    intro:
      "The daily report: clients whose cash in or out in a day reaches the threshold, repeated withdrawals just under a limit, and deposits withdrawn at once. Review each item, report it to PPATK where needed, and download a day's CSV.",
    scope: { open: 'Not reviewed' },
    day: 'Day',
    finding: 'Finding',
    cashIn: 'Cash in',
    cashOut: 'Cash out',
    withdrawals: '{{count}} withdrawals',
    between: '{{from}} – {{to}}',
    review: 'Review',
    reviewTitle: 'Review {{name}} ({{day}})',
    outcome: 'Decision',
    note: 'Note',
    outcomes: { reviewed: 'Reviewed, not reported', reported: 'Reported to PPATK' },
    noteRequired: 'Enter a note of at least 3 characters.',
    done: '{{name}} ({{day}}) saved.',
    findings: {
      large_cash: 'Large cash transaction',
      structuring: 'Withdrawals just under a limit',
      pass_through: 'Deposit withdrawn at once',
    },
    states: { open: 'Not reviewed', reviewed: 'Reviewed', reported: 'Reported' },
    exportHeading: 'Download a daily report',
    exportDay: 'Report date',
    exportSubmit: 'Download CSV',
    exportFailed: 'The report could not be downloaded. Try again.',
    cancel: 'Cancel',
    save: 'Save',
  },
};

export const useTransactionReportsTranslation = featureTranslation('transaction-reports', {
  id,
  en,
});
