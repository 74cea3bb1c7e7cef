import { featureTranslation } from '../../lib/i18n.ts';
import { deskHeadings } from '../operator/index.ts';

/** The console's Screening desk: list imports and the hits compliance decides. */
const id = {
  desk: { ...deskHeadings.id, reason: 'Alasan' },
  lists: {
    heading: 'Daftar penyaringan',
    intro:
      'Unggah daftar terbaru: daftar konsolidasi DK PBB (XML), DTTOT dari PPATK (CSV), daftar PEP (CSV). Daftar lama diganti seluruhnya, lalu semua pemohon dan nasabah disaring ulang.',
    list: 'Daftar',
    file: 'Berkas',
    entries: 'Entri',
    importedAt: 'Diimpor',
    importedBy: 'Oleh',
    never: 'Belum pernah',
    submit: 'Impor daftar',
    busy: 'Mengimpor…',
    noFile: 'Pilih berkas daftar.',
    imported: '{{list}}: {{count}} entri diimpor, {{hits}} kecocokan baru.',
    kinds: { un: 'DK PBB (konsolidasi)', dttot: 'DTTOT (PPATK)', pep: 'PEP' },
  },
  hits: {
    heading: 'Kecocokan penyaringan',
    intro:
      'Orang yang cocok dengan daftar sanksi atau PEP. Bandingkan kedua data; "Bukan orang yang sama" membuka kunci rekening (atau mengizinkan persetujuan pemohon), "Cocok" membiarkannya terkunci.',
    scope: { pending: 'Menunggu' },
    person: 'Orang',
    listed: 'Di daftar',
    score: 'Skor',
    applicant: 'Pemohon',
    born: 'Lahir {{date}}',
    bornUnknown: 'Tanggal lahir tidak diketahui',
    aliases: 'Alias: {{names}}',
    locked: 'Rekening dikunci',
    clear: 'Bukan orang yang sama',
    confirm: 'Cocok',
    clearTitle: 'Bukan orang yang sama: {{name}}',
    confirmTitle: 'Pastikan kecocokan {{name}}',
    cleared: 'Kecocokan {{name}} dinyatakan keliru.',
    confirmed: 'Kecocokan {{name}} dipastikan.',
    states: { pending: 'Menunggu', cleared: 'Bukan orang yang sama', confirmed: 'Cocok' },
  },
};

const en: typeof id = {
  desk: { ...deskHeadings.en, reason: 'Reason' },
  lists: {
    heading: 'Screening lists',
    intro:
      'Upload the latest lists: the UN Security Council consolidated list (XML), DTTOT from PPATK (CSV), the PEP list (CSV). The old list is replaced whole, then every applicant and client is screened again.',
    list: 'List',
    file: 'File',
    entries: 'Entries',
    importedAt: 'Imported',
    importedBy: 'By',
    never: 'Never',
    submit: 'Import list',
    busy: 'Importing…',
    noFile: 'Choose the list file.',
    imported: '{{list}}: {{count}} entries imported, {{hits}} new hits.',
    kinds: { un: 'UN SC (consolidated)', dttot: 'DTTOT (PPATK)', pep: 'PEP' },
  },
  hits: {
    heading: 'Screening hits',
    intro:
      'People who match a sanctions or PEP list. Compare both records; "Not the same person" unlocks the account (or lets the applicant be approved), "Match" keeps it locked.',
    scope: { pending: 'Waiting' },
    person: 'Person',
    listed: 'On the list',
    score: 'Score',
    applicant: 'Applicant',
    born: 'Born {{date}}',
    bornUnknown: 'Date of birth unknown',
    aliases: 'Aliases: {{names}}',
    locked: 'Account locked',
    clear: 'Not the same person',
    confirm: 'Match',
    clearTitle: 'Not the same person: {{name}}',
    confirmTitle: 'Confirm the match of {{name}}',
    cleared: "{{name}}'s hit cleared as a false positive.",
    confirmed: "{{name}}'s hit confirmed.",
    states: { pending: 'Waiting', cleared: 'Not the same person', confirmed: 'Match' },
  },
};

export const useScreeningTranslation = featureTranslation('screening', { id, en });
