import { CASHBACK_PER_STEP_SEN, CASHBACK_STEP_SEN, formatDecimal } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { addNewsItem, savePromoContent } from './content-repository.ts';

const HOUR_MS = 3_600_000;

const rupiah = (sen: bigint) => `Rp ${formatDecimal(sen, 2, 'id', 0)}`;
/** The ticket's cashback rule in words, from its own constants: 'Rp 1.000 ... Rp 100.000'. */
const CASHBACK_TEXT = `cashback ${rupiah(CASHBACK_PER_STEP_SEN)} untuk setiap ${rupiah(CASHBACK_STEP_SEN)}`;

/**
 * The demo's content: a few domestic news items (the domestic card's headlines), the promo
 * page and the landing banner, as an operator would write them. Only on a database without
 * news items, so a restart does not repeat them.
 */
export const seedDemoContent = async (db: Db, nowMs: number): Promise<void> => {
  const existing = await db.selectFrom('news_items').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return;
  const items = [
    {
      title: 'Bursa mencatat rekor volume transaksi kontrak emas fisik',
      description: 'Volume harian kontrak emas 1 gram mencapai angka tertinggi sepanjang tahun.',
      slug: 'rekor-volume',
    },
    {
      title: 'Jam perdagangan libur akhir tahun diumumkan',
      description: 'Pasar tutup pada 25 Desember dan 1 Januari; penyelesaian transaksi mengikuti.',
      slug: 'jam-libur',
    },
    {
      title: 'Biaya penarikan fisik emas 100 gram turun mulai bulan depan',
      description:
        'Biaya sertifikasi dan pengiriman batangan 100 gram disesuaikan untuk semua kota.',
      slug: 'biaya-penarikan',
    },
  ];
  for (const [index, item] of items.entries()) {
    await addNewsItem(
      db,
      {
        title: item.title,
        link: `https://news.example.com/domestik/${item.slug}`,
        description: item.description,
        pub_date: new Date(nowMs - (index * 7 + 2) * HOUR_MS).toISOString(),
      },
      nowMs,
    );
  }
  await savePromoContent(
    db,
    'promo',
    {
      title: `Cashback ${CASHBACK_TEXT.slice('cashback '.length)} pembelian emas`,
      body: `Selama bulan ini, setiap pembelian kontrak emas mendapat ${CASHBACK_TEXT} penuh nilai kontrak, ke saldo RPED Anda.\n\nCashback dikreditkan saat order terisi, dan informasinya dikirim lewat e-mail.\n\nSyarat dan ketentuan berlaku.`,
      link: null,
    },
    nowMs,
  );
  await savePromoContent(
    db,
    'banner',
    {
      title: 'Promo cashback emas bulan ini',
      body: `Dapatkan ${CASHBACK_TEXT} pembelian kontrak emas.`,
      link: '/promo',
    },
    nowMs,
  );
};
