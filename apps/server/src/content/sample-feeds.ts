import { type PublishedChannel, type PublishedItem, rssDocument } from './rss-writer.ts';

/**
 * The bundled sample feeds: the offline default of the gold and global news cards (decided in
 * docs/decisions.md), so a development machine without internet still shows headlines. Items are
 * dated back from now, a few hours apart; links go to example.com, a name reserved for samples.
 */
type SampleItem = { readonly slug: string; readonly title: string; readonly description: string };

const HOUR_MS = 3_600_000;
const SAMPLE_SPACING_MS = 5 * HOUR_MS;

const GOLD: readonly SampleItem[] = [
  {
    slug: 'harga-emas-antam-naik',
    title: 'Harga emas Antam naik Rp 12.000 per gram pagi ini',
    description:
      'Harga emas batangan Antam di Butik Logam Mulia naik seiring pelemahan dolar AS dan meningkatnya permintaan aset lindung nilai.',
  },
  {
    slug: 'gold-holds-near-record',
    title: 'Gold holds near record as investors await central bank decisions',
    description:
      'Spot gold steadied as traders weighed the outlook for interest rates ahead of policy meetings this week.',
  },
  {
    slug: 'permintaan-emas-fisik-meningkat',
    title: 'Permintaan emas fisik di Indonesia meningkat menjelang akhir tahun',
    description:
      'Pedagang melaporkan lonjakan pembelian emas batangan kecil 1 gram dan 0,01 gram oleh investor ritel.',
  },
  {
    slug: 'central-banks-buy-gold',
    title: 'Central banks keep adding gold to reserves, industry data show',
    description:
      'Official sector purchases remained strong in the last quarter, supporting prices during pullbacks.',
  },
  {
    slug: 'emas-koreksi-tipis',
    title: 'Emas terkoreksi tipis setelah reli tiga hari berturut-turut',
    description:
      'Aksi ambil untung menekan harga emas dunia, namun analis menilai tren jangka menengah masih positif.',
  },
];

const GLOBAL: readonly SampleItem[] = [
  {
    slug: 'dollar-eases-after-jobs-data',
    title: 'Dollar eases after softer US jobs data',
    description:
      'The US dollar slipped against major currencies as payroll growth came in below forecasts.',
  },
  {
    slug: 'rupiah-menguat',
    title: 'Rupiah menguat terhadap dolar AS di tengah arus modal masuk',
    description:
      'Nilai tukar rupiah ditutup menguat didorong masuknya dana asing ke pasar obligasi pemerintah.',
  },
  {
    slug: 'oil-prices-steady',
    title: 'Oil prices steady as supply concerns balance weaker demand outlook',
    description:
      'Brent crude traded in a narrow range while markets assessed output decisions by major producers.',
  },
  {
    slug: 'bursa-asia-dibuka-menguat',
    title: 'Bursa Asia dibuka menguat mengikuti Wall Street',
    description: 'Indeks saham di Tokyo, Hong Kong dan Seoul naik pada awal perdagangan.',
  },
  {
    slug: 'bond-yields-fall',
    title: 'Government bond yields fall as inflation cools',
    description:
      'Yields on ten-year notes declined after consumer price data showed inflation easing.',
  },
];

const SAMPLES = {
  'gold.rss': {
    channel: {
      title: 'Berita Emas (contoh)',
      link: 'https://news.example.com/emas',
      description: 'Sample gold headlines bundled with Emas for offline use',
      language: 'id',
    },
    items: GOLD,
    section: 'emas',
  },
  'global.rss': {
    channel: {
      title: 'Pasar Global (contoh)',
      link: 'https://news.example.com/global',
      description: 'Sample global market headlines bundled with Emas for offline use',
      language: 'en',
    },
    items: GLOBAL,
    section: 'global',
  },
} as const satisfies Record<
  string,
  { channel: PublishedChannel; items: readonly SampleItem[]; section: string }
>;

export type SampleFeedFile = keyof typeof SAMPLES;

/** The sample feed as an RSS 2.0 document, dated back from the hour of `nowMs`. */
export const sampleFeedDocument = (file: SampleFeedFile, nowMs: number): string => {
  const { channel, items, section } = SAMPLES[file];
  // On the hour, so the dates hold still between reads within the hour.
  const anchorMs = nowMs - (nowMs % HOUR_MS);
  const published: PublishedItem[] = items.map((item, index) => ({
    id: `${section}-${item.slug}`,
    title: item.title,
    link: `https://news.example.com/${section}/${item.slug}`,
    description: item.description,
    publishedAtMs: anchorMs - HOUR_MS - index * SAMPLE_SPACING_MS,
  }));
  return rssDocument(channel, published, nowMs);
};
