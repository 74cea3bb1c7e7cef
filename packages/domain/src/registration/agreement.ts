/*
 * The account agreement an applicant accepts before submitting. Its version is stored with the
 * application, so what each client accepted is known when the text changes.
 */
export const ACCOUNT_AGREEMENT_VERSION = '2026-11';

export const accountAgreement = {
  id: {
    title: 'Perjanjian Pembukaan Rekening Nasabah',
    paragraphs: [
      'Dengan mengajukan pembukaan rekening, saya menyatakan bahwa seluruh data yang saya berikan, termasuk nomor KTP, nama ibu kandung, alamat, foto KTP dan foto selfie, adalah benar dan milik saya sendiri.',
      'Saya memahami bahwa perdagangan kontrak emas fisik di bursa berjangka mengandung risiko, termasuk risiko perubahan harga, dan bahwa saya bertanggung jawab penuh atas setiap transaksi yang saya lakukan.',
      'Dana saya disimpan pada Rekening Pemisah (RPED) atas nama saya dan hanya dapat ditarik ke rekening bank atas nama saya yang telah diverifikasi.',
      'Pialang dapat menolak permohonan ini tanpa kewajiban menjelaskan lebih lanjut selain alasan yang disampaikan melalui e-mail, dan dapat meminta dokumen tambahan untuk keperluan verifikasi identitas (prinsip mengenal nasabah).',
      'Data pribadi saya diproses untuk keperluan pembukaan dan pengelolaan rekening serta pelaporan kepada otoritas yang berwenang, sesuai peraturan perundang-undangan yang berlaku.',
      'Versi terbaru perjanjian ini dapat diperoleh dari anggota bursa (pialang) Anda.',
    ],
    accept: 'Saya telah membaca, memahami dan menyetujui Perjanjian Pembukaan Rekening Nasabah.',
  },
  en: {
    title: 'Client Account Opening Agreement',
    paragraphs: [
      'By applying for an account, I declare that all the data I give, including my KTP number, mother’s name, address, KTP photo and selfie, are true and my own.',
      'I understand that trading physical gold contracts on a futures exchange carries risks, including price changes, and that I am fully responsible for every transaction I make.',
      'My funds are held in a segregated account (RPED) in my name and can only be withdrawn to a verified bank account in my name.',
      'The broker may reject this application, giving its reason by e-mail, and may ask for further documents to verify my identity (know your customer).',
      'My personal data are processed to open and manage the account and to report to the competent authorities, as the law requires.',
      'The latest version of this agreement is available from your exchange member (broker).',
    ],
    accept: 'I have read, understood and accept the Client Account Opening Agreement.',
  },
} as const;
