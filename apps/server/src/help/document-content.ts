import type { HelpDocument } from '@emas/api';

/** A document as text: its title, a line under it, and sections of paragraphs and steps. */
export type DocumentSection = {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly steps?: readonly string[];
};
export type DocumentContent = {
  readonly title: string;
  readonly subtitle: string;
  readonly sections: readonly DocumentSection[];
  readonly footer: string;
};
type Language = 'id' | 'en';

const quickGuideEn: DocumentContent = {
  title: 'Emas Quick Guide',
  subtitle: 'Sign in, trade physical gold, move cash and take delivery of your bars.',
  footer: 'Emas Quick Guide. Ask your member (broker) for help with your account.',
  sections: [
    {
      heading: '1. Signing in',
      steps: [
        'Open the platform of your broker and type your e-mail, phone number or username.',
        'Type your password and complete the check that proves you are a person, then press LOGIN.',
        'Allow the browser to share your location: the exchange records where orders come from.',
        'Forgot your password? Choose "Forgot password", enter the code sent by e-mail and set a new one.',
        'You are signed out after a period without activity; sign in again to continue.',
      ],
    },
    {
      heading: '2. Reading prices',
      paragraphs: [
        "The Trade page shows one tile per gold contract with the best buy and sell price, the day's change and the market status. Prices are in rupiah per lot and per gram; the USD figures use the streaming rate shown at the top.",
        'Open the depth to see the waiting orders at each price, and Trading Chart for the price history.',
      ],
    },
    {
      heading: '3. Placing an order',
      steps: [
        'Press BUY or SELL on a contract tile to open the trade ticket.',
        'Choose a market order (filled at the best prices now) or a limit order (filled only at your price or better) and type the quantity.',
        'For a limit order choose how long it stays: for the day, until a date, or until cancelled.',
        'Press REVIEW ORDER: check the fee, tax and total, then confirm.',
        'Follow the order under Orders; edit or kill it while it is open. Every fill appears in Help > NOTIFICATION.',
      ],
    },
    {
      heading: '4. Cash transfer',
      paragraphs: [
        'Deposit rupiah to your RPED commodity account: the amount is credited to your trading cash once it reaches the exchange.',
        'To withdraw, open Transfer, choose RPED, BI-FAST or the bank of your withdrawal account, type the amount and confirm with the codes sent to your e-mail and phone. The amount is held until the bank pays it; the result appears in NOTIFICATION.',
      ],
    },
    {
      heading: '5. Bullion delivery',
      steps: [
        'Open Transfer > Bullion and choose the bars to deliver from the gold you hold.',
        'Choose the post office nearest to you; the postal fee and insurance are shown before you confirm.',
        'The gold and the charges are held while the bars leave the vault, are packed and posted.',
        'Follow each step under tracking: every step is also a notice in Help > NOTIFICATION.',
      ],
    },
    {
      heading: '6. Keeping your account safe',
      paragraphs: [
        'Never share your password or the codes we send you, not even with our staff. Change your password under Settings > PASSWORD, and contact your member at once if you see activity you do not recognise.',
      ],
    },
  ],
};

const quickGuideId: DocumentContent = {
  title: 'Panduan Singkat Emas',
  subtitle: 'Masuk, bertransaksi emas fisik, memindahkan dana dan menerima kiriman emas batangan.',
  footer: 'Panduan Singkat Emas. Hubungi anggota bursa (broker) Anda untuk bantuan akun.',
  sections: [
    {
      heading: '1. Masuk ke akun',
      steps: [
        'Buka platform broker Anda lalu ketik e-mail, nomor telepon atau username.',
        'Ketik password dan selesaikan pemeriksaan keamanan, lalu tekan LOGIN.',
        'Izinkan browser membagikan lokasi Anda: bursa mencatat asal setiap order.',
        'Lupa password? Pilih "Lupa password", masukkan kode yang dikirim ke e-mail, lalu buat password baru.',
        'Anda akan keluar otomatis setelah tidak aktif beberapa saat; masuk kembali untuk melanjutkan.',
      ],
    },
    {
      heading: '2. Membaca harga',
      paragraphs: [
        'Halaman Trade menampilkan satu kartu untuk setiap kontrak emas dengan harga beli dan jual terbaik, perubahan harian dan status pasar. Harga dalam rupiah per lot dan per gram; angka USD memakai kurs berjalan di bagian atas.',
        'Buka kedalaman pasar untuk melihat order yang menunggu di setiap harga, dan Trading Chart untuk riwayat harga.',
      ],
    },
    {
      heading: '3. Memasang order',
      steps: [
        'Tekan BUY atau SELL pada kartu kontrak untuk membuka tiket transaksi.',
        'Pilih order market (terpenuhi pada harga terbaik saat ini) atau order limit (hanya pada harga Anda atau lebih baik), lalu ketik jumlahnya.',
        'Untuk order limit, pilih masa berlakunya: hari ini, sampai tanggal tertentu, atau sampai dibatalkan.',
        'Tekan REVIEW ORDER: periksa biaya, pajak dan total, lalu konfirmasi.',
        'Pantau order di daftar Orders; ubah atau batalkan selama masih terbuka. Setiap order yang terpenuhi muncul di Bantuan > NOTIFIKASI.',
      ],
    },
    {
      heading: '4. Transfer dana',
      paragraphs: [
        'Setor rupiah ke rekening komoditas RPED Anda: dana masuk ke saldo trading setelah diterima bursa.',
        'Untuk menarik dana, buka Transfer, pilih RPED, BI-FAST atau bank rekening penarikan Anda, ketik jumlahnya dan konfirmasi dengan kode yang dikirim ke e-mail dan telepon Anda. Dana ditahan sampai bank membayarkannya; hasilnya muncul di NOTIFIKASI.',
      ],
    },
    {
      heading: '5. Pengiriman emas batangan',
      steps: [
        'Buka Transfer > Bullion lalu pilih emas batangan yang akan dikirim dari emas yang Anda miliki.',
        'Pilih kantor pos terdekat; ongkos kirim dan asuransi ditampilkan sebelum Anda konfirmasi.',
        'Emas dan biayanya ditahan selama emas dikeluarkan dari vault, dikemas dan diposkan.',
        'Pantau setiap tahap di pelacakan: setiap tahap juga menjadi notifikasi di Bantuan > NOTIFIKASI.',
      ],
    },
    {
      heading: '6. Menjaga keamanan akun',
      paragraphs: [
        'Jangan pernah membagikan password atau kode yang kami kirim, termasuk kepada staf kami. Ubah password di Pengaturan > PASSWORD, dan segera hubungi anggota bursa Anda bila ada aktivitas yang tidak Anda kenali.',
      ],
    },
  ],
};

const brochureEn: DocumentContent = {
  title: 'Emas: own physical gold, trade it like a market',
  subtitle:
    'Gold contracts of a regulated commodity exchange in Indonesia, backed by bars in the vault.',
  footer: 'Emas brochure. Trading involves risk: gold prices go down as well as up.',
  sections: [
    {
      heading: 'What is Emas?',
      paragraphs: [
        'Emas is the web platform on which clients of exchange members buy and sell physical gold contracts, hold rupiah and gold in one account, withdraw cash to their bank and receive their gold bars by post.',
      ],
    },
    {
      heading: 'Why trade gold on Emas',
      steps: [
        "Real gold: every contract is backed by bars held in the exchange's vault.",
        'Fair prices: one order book for every member, with live prices and depth.',
        'Small amounts: contracts from 0.01 gram up to one kilogram.',
        'Your gold at home: ask for delivery of 1 gram, 100 gram or 1 kilogram bars by post, insured.',
        'Clear costs: the fee, tax and total are shown before every order is confirmed.',
      ],
    },
    {
      heading: 'Safe by design',
      paragraphs: [
        'Your cash and gold are kept in a double-entry ledger at the exchange, withdrawals are confirmed with codes sent to your e-mail and phone, and every order and transfer is recorded in your reports.',
      ],
    },
    {
      heading: 'Getting started',
      steps: [
        'Open an account with an exchange member (broker) and verify your e-mail and phone.',
        'Deposit rupiah to your RPED commodity account.',
        'Sign in, pick a contract and place your first order.',
      ],
    },
  ],
};

const brochureId: DocumentContent = {
  title: 'Emas: miliki emas fisik, perdagangkan seperti di pasar',
  subtitle: 'Kontrak emas di bursa komoditas resmi di Indonesia, dijamin emas batangan di vault.',
  footer: 'Brosur Emas. Perdagangan mengandung risiko: harga emas dapat turun maupun naik.',
  sections: [
    {
      heading: 'Apa itu Emas?',
      paragraphs: [
        'Emas adalah platform web tempat nasabah anggota bursa membeli dan menjual kontrak emas fisik, menyimpan rupiah dan emas dalam satu akun, menarik dana ke bank dan menerima emas batangan lewat pos.',
      ],
    },
    {
      heading: 'Mengapa bertransaksi emas di Emas',
      steps: [
        'Emas sungguhan: setiap kontrak dijamin emas batangan di vault bursa.',
        'Harga wajar: satu buku order untuk semua anggota, dengan harga dan kedalaman pasar langsung.',
        'Nominal kecil: kontrak dari 0,01 gram sampai satu kilogram.',
        'Emas sampai di rumah: minta pengiriman emas batangan 1 gram, 100 gram atau 1 kilogram lewat pos, diasuransikan.',
        'Biaya jelas: biaya, pajak dan total ditampilkan sebelum setiap order dikonfirmasi.',
      ],
    },
    {
      heading: 'Aman sejak awal',
      paragraphs: [
        'Dana dan emas Anda dicatat dalam pembukuan berpasangan di bursa, penarikan dikonfirmasi dengan kode yang dikirim ke e-mail dan telepon Anda, dan setiap order serta transfer tercatat di laporan Anda.',
      ],
    },
    {
      heading: 'Mulai sekarang',
      steps: [
        'Buka akun di anggota bursa (broker) dan verifikasi e-mail serta telepon Anda.',
        'Setor rupiah ke rekening komoditas RPED Anda.',
        'Masuk, pilih kontrak dan pasang order pertama Anda.',
      ],
    },
  ],
};

const CONTENT: Readonly<Record<HelpDocument, Record<Language, DocumentContent>>> = {
  'quick-guide': { en: quickGuideEn, id: quickGuideId },
  brochure: { en: brochureEn, id: brochureId },
};

export const documentContent = (document: HelpDocument, language: Language): DocumentContent =>
  CONTENT[document][language];
