/**
 * The confirmation feature's screen texts. The spec's dialog titles ('Dokumen sedang
 * Dipersiapkan', 'Gagal Mengunduh Dokumen') stay as written in both languages; the document's
 * own labels are bilingual and live in the domain (CONFIRMATION_TEXTS).
 */
const id = {
  download: 'PDF',
  downloadLabel: 'PDF: unduh konfirmasi transaksi {{id}}',
  downloading: 'Mengunduh…',
  preparingTitle: 'Dokumen sedang Dipersiapkan',
  preparingMessage: 'PDF sedang diproses. Silakan coba lagi dalam 1-2 menit.',
  failedTitle: 'Gagal Mengunduh Dokumen',
  failedMessage: 'Terjadi kesalahan. Silakan coba lagi nanti.',
};

const en: typeof id = {
  download: 'PDF',
  downloadLabel: 'PDF: download trade confirmation {{id}}',
  downloading: 'Downloading…',
  preparingTitle: 'Dokumen sedang Dipersiapkan',
  preparingMessage: 'The PDF is being prepared. Please try again in 1-2 minutes.',
  failedTitle: 'Gagal Mengunduh Dokumen',
  failedMessage: 'An error occurred. Please try again later.',
};

export const confirmationMessages = { id, en };

/** The /invoice page speaks both languages, like the document it shows. */
export const INVOICE_TEXTS = {
  pageTitle: 'Konfirmasi Transaksi / Trade Confirmation',
  loading: { id: 'Memuat dokumen…', en: 'Loading the document…' },
  print: { id: 'Cetak', en: 'Print' },
  refused: {
    id: 'Dokumen tidak dapat ditampilkan. Tautan ini tidak berlaku atau bukan untuk akun Anda.',
    en: 'The document cannot be shown. This link is not valid or not for your account.',
  },
  preparing: {
    id: 'Dokumen sedang Dipersiapkan. Silakan coba lagi dalam 1-2 menit.',
    en: 'The document is being prepared. Please try again in 1-2 minutes.',
  },
  failed: {
    id: 'Gagal memuat dokumen. Silakan coba lagi nanti.',
    en: 'The document could not be loaded. Please try again later.',
  },
} as const;
