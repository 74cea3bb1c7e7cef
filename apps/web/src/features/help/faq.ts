import type { Language } from '../../lib/i18n.ts';

/** One question of the FAQ with its answer, in both languages. */
export type FaqEntry = { readonly question: string; readonly answer: string };
type FaqTopic = { readonly topic: string; readonly entries: readonly FaqEntry[] };

/**
 * The FAQ, by topic. Figures are the platform's rules (fees of spec 001 section 9, the
 * withdrawal limits and market hours of spec 000); change them here when a rule changes.
 */
const en: readonly FaqTopic[] = [
  {
    topic: 'Account',
    entries: [
      {
        question: 'How do I open an account?',
        answer:
          'Accounts are opened through an exchange member (your broker). Choose "DAFTAR DI SINI" on the login page, verify your e-mail and phone with the codes we send, fill in your details with your KTP number and photos, and accept the account agreement. Once the member approves it you receive your HIN by e-mail and can sign in.',
      },
      {
        question: 'I forgot my password. What do I do?',
        answer:
          'Choose "Forgot password" on the login page and type your e-mail. Enter the code we send you and choose a new password of at least 8 characters with upper and lower case letters, a number and a symbol.',
      },
      {
        question: 'How do I change my name, address or bank details?',
        answer:
          'Your account details come from your member. Please contact your brokerage firm to change them; you can see them under Settings > ACCOUNT.',
      },
    ],
  },
  {
    topic: 'Trading',
    entries: [
      {
        question: 'When can I trade?',
        answer:
          'From Monday 07:00 until Friday midnight, Jakarta time. Every day the market pauses from 05:00 to 07:00 (from 04:00 between 21 December and 20 March), and it is closed for the special holiday around 29 November to 2 December.',
      },
      {
        question: 'What is the difference between a market order and a limit order?',
        answer:
          'A market order is filled at once at the best prices waiting in the book. A limit order is filled only at your price or better; it waits in the book for the day, until a date you choose, or until you cancel it.',
      },
      {
        question: 'Why is part of my cash reserved when I place a buy order?',
        answer:
          'A buy order holds its value with the fee and tax, and a small buffer for the exchange rate (1.5% on a market buy, 5% on a limit buy). What is not used goes back to your available balance when the order fills or is cancelled.',
      },
    ],
  },
  {
    topic: 'Fees',
    entries: [
      {
        question: 'What does a trade cost?',
        answer:
          'The trading fee is 1% of the contract value, at least Rp 500, plus 11% tax on the fee. Buyers get a cashback of Rp 1,000 for every full Rp 100,000 bought. The review screen shows the exact fee, tax and total before you confirm.',
      },
      {
        question: 'Is there a storage fee for my gold?',
        answer:
          'Yes: 2% a year of the value sold, counted by the days you held the gold, charged when you sell. The current fee tables per city are under Settings > FEES.',
      },
    ],
  },
  {
    topic: 'Withdrawal',
    entries: [
      {
        question: 'How much cash can I withdraw?',
        answer:
          'From Rp 10,000 up to Rp 250,000,000 per withdrawal, to your RPED account, by BI-FAST or to a withdrawal account you added. You confirm each withdrawal with the codes sent to your e-mail and phone.',
      },
      {
        question: 'When does my withdrawal arrive?',
        answer:
          'The amount is held as soon as you confirm, and sent to your bank once the back office pays it out. You get a notice in Help > NOTIFICATION when it is paid, or when it fails or is rejected (the amount then returns to your balance).',
      },
    ],
  },
  {
    topic: 'Bullion delivery',
    entries: [
      {
        question: 'Can I receive my gold as bars?',
        answer:
          'Yes. Under Transfer > Bullion choose the bars from the gold you hold and the post office nearest to you. The postal fee and insurance are shown before you confirm, and each step of the delivery appears in tracking and in Help > NOTIFICATION.',
      },
      {
        question: 'Can I cancel a delivery?',
        answer:
          'Until the bars are handed to the postal service, the back office can cancel the delivery and release your gold and charges. Contact customer service through SUPPORT REQUEST or the chat.',
      },
    ],
  },
  {
    topic: 'Security',
    entries: [
      {
        question: 'How do I keep my account safe?',
        answer:
          'Never share your password or the one-time codes we send, not even with our staff: we never ask for them. Sign out on shared computers and change your password under Settings > PASSWORD if you think someone knows it.',
      },
      {
        question: 'Why was I signed out?',
        answer:
          'For your safety a session ends after a period without activity, and when your password is changed on another device. Sign in again to continue.',
      },
    ],
  },
];

const id: readonly FaqTopic[] = [
  {
    topic: 'Akun',
    entries: [
      {
        question: 'Bagaimana cara membuka akun?',
        answer:
          'Akun dibuka melalui anggota bursa (broker Anda). Pilih "DAFTAR DI SINI" di halaman login, verifikasi e-mail dan telepon dengan kode yang kami kirim, isi data diri dengan nomor KTP dan foto, lalu setujui perjanjian akun. Setelah disetujui anggota bursa, Anda menerima HIN lewat e-mail dan dapat masuk.',
      },
      {
        question: 'Saya lupa password. Apa yang harus dilakukan?',
        answer:
          'Pilih "Lupa password" di halaman login dan ketik e-mail Anda. Masukkan kode yang kami kirim lalu buat password baru minimal 8 karakter dengan huruf besar dan kecil, angka dan simbol.',
      },
      {
        question: 'Bagaimana mengubah nama, alamat atau data bank saya?',
        answer:
          'Data akun Anda berasal dari anggota bursa. Silakan hubungi perusahaan pialang Anda untuk mengubahnya; data tersebut dapat dilihat di Pengaturan > ACCOUNT.',
      },
    ],
  },
  {
    topic: 'Trading',
    entries: [
      {
        question: 'Kapan saya bisa bertransaksi?',
        answer:
          'Dari Senin pukul 07.00 sampai Jumat tengah malam, waktu Jakarta. Setiap hari pasar berhenti pukul 05.00 sampai 07.00 (mulai 04.00 antara 21 Desember dan 20 Maret), dan tutup untuk libur khusus sekitar 29 November sampai 2 Desember.',
      },
      {
        question: 'Apa beda order market dan order limit?',
        answer:
          'Order market langsung terpenuhi pada harga terbaik yang ada di buku order. Order limit hanya terpenuhi pada harga Anda atau lebih baik; order menunggu di buku order sampai akhir hari, sampai tanggal pilihan Anda, atau sampai Anda membatalkannya.',
      },
      {
        question: 'Mengapa sebagian dana saya ditahan saat memasang order beli?',
        answer:
          'Order beli menahan nilainya beserta biaya dan pajak, ditambah cadangan kecil untuk kurs (1,5% untuk beli market, 5% untuk beli limit). Sisa yang tidak terpakai kembali ke saldo tersedia saat order terpenuhi atau dibatalkan.',
      },
    ],
  },
  {
    topic: 'Biaya',
    entries: [
      {
        question: 'Berapa biaya transaksi?',
        answer:
          'Biaya transaksi 1% dari nilai kontrak, minimal Rp 500, ditambah pajak 11% dari biaya. Pembeli mendapat cashback Rp 1.000 untuk setiap Rp 100.000 penuh yang dibeli. Layar review menampilkan biaya, pajak dan total sebelum Anda konfirmasi.',
      },
      {
        question: 'Apakah ada biaya penyimpanan emas?',
        answer:
          'Ya: 2% per tahun dari nilai yang dijual, dihitung menurut lama hari Anda menyimpan emas, dibebankan saat menjual. Tabel biaya per kota ada di Pengaturan > FEES.',
      },
    ],
  },
  {
    topic: 'Penarikan dana',
    entries: [
      {
        question: 'Berapa dana yang bisa saya tarik?',
        answer:
          'Dari Rp 10.000 sampai Rp 250.000.000 per penarikan, ke rekening RPED, lewat BI-FAST atau ke rekening penarikan yang Anda tambahkan. Setiap penarikan dikonfirmasi dengan kode yang dikirim ke e-mail dan telepon Anda.',
      },
      {
        question: 'Kapan dana penarikan saya diterima?',
        answer:
          'Dana ditahan begitu Anda konfirmasi, lalu dikirim ke bank setelah dibayarkan oleh back office. Anda mendapat notifikasi di Bantuan > NOTIFICATION saat dana dibayarkan, gagal atau ditolak (dana lalu kembali ke saldo Anda).',
      },
    ],
  },
  {
    topic: 'Pengiriman emas batangan',
    entries: [
      {
        question: 'Bisakah saya menerima emas dalam bentuk batangan?',
        answer:
          'Bisa. Di Transfer > Bullion pilih emas batangan dari emas yang Anda miliki dan kantor pos terdekat. Ongkos kirim dan asuransi ditampilkan sebelum Anda konfirmasi, dan setiap tahap pengiriman muncul di pelacakan serta di Bantuan > NOTIFICATION.',
      },
      {
        question: 'Bisakah saya membatalkan pengiriman?',
        answer:
          'Sebelum emas diserahkan ke kantor pos, back office dapat membatalkan pengiriman dan melepas emas serta biayanya. Hubungi layanan pelanggan lewat SUPPORT REQUEST atau chat.',
      },
    ],
  },
  {
    topic: 'Keamanan',
    entries: [
      {
        question: 'Bagaimana menjaga keamanan akun saya?',
        answer:
          'Jangan pernah membagikan password atau kode sekali pakai yang kami kirim, termasuk kepada staf kami: kami tidak pernah memintanya. Keluar dari akun di komputer bersama dan ubah password di Pengaturan > PASSWORD bila Anda curiga orang lain mengetahuinya.',
      },
      {
        question: 'Mengapa saya keluar dari akun secara otomatis?',
        answer:
          'Demi keamanan, sesi berakhir setelah tidak aktif beberapa saat, dan saat password Anda diubah di perangkat lain. Masuk kembali untuk melanjutkan.',
      },
    ],
  },
];

export const faqOf = (language: Language): readonly FaqTopic[] => (language === 'id' ? id : en);
