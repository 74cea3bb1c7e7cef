/** Texts of the market data views (namespace 'market'): charts, live status. */
const id = {
  chart: {
    idrTitle: 'Grafik Emas (IDR per gram)',
    usdTitle: 'Grafik Emas (USD per gram)',
    label: 'Grafik candlestick {{symbol}}, interval 1 menit. Harga terakhir {{last}}.',
    labelEmpty: 'Grafik candlestick {{symbol}}, interval 1 menit, belum ada data.',
    loading: 'Memuat grafik…',
    empty: 'Belum ada data harga untuk grafik.',
    failed: 'Grafik tidak dapat dimuat. Coba lagi sebentar lagi.',
    unsupported: 'Peramban ini tidak dapat menampilkan grafik.',
    last: 'Terakhir',
    interval: '1 menit',
    attribution: 'Grafik oleh TradingView Lightweight Charts™',
    source: 'Sumber grafik',
    sourceReference: 'Harga referensi (XAUIDRG)',
    sourceTrades: 'Transaksi {{symbol}}',
    emptyTrades: 'Belum ada transaksi {{symbol}} dalam 500 menit terakhir.',
  },
  live: {
    open: 'Langsung',
    openTitle: 'Harga diperbarui langsung dari bursa.',
    polling: 'Diperbarui tiap 3 detik',
    pollingTitle:
      'Koneksi langsung terputus; harga dimuat ulang tiap 3 detik sambil menyambung kembali.',
  },
  tradingChart: {
    title: 'Trading Chart',
    intro: 'Harga emas dalam dolar AS per gram (XAUUSDG), candle 1 menit.',
  },
};

const en: typeof id = {
  chart: {
    idrTitle: 'Gold chart (IDR per gram)',
    usdTitle: 'Gold chart (USD per gram)',
    label: '{{symbol}} candlestick chart, 1-minute interval. Last price {{last}}.',
    labelEmpty: '{{symbol}} candlestick chart, 1-minute interval, no data yet.',
    loading: 'Loading chart…',
    empty: 'No price data for the chart yet.',
    failed: 'The chart could not be loaded. Try again shortly.',
    unsupported: 'This browser cannot show the chart.',
    source: 'Chart source',
    sourceReference: 'Reference price (XAUIDRG)',
    sourceTrades: '{{symbol}} trades',
    emptyTrades: 'No {{symbol}} trades in the last 500 minutes.',
    last: 'Last',
    interval: '1 minute',
    attribution: 'Chart by TradingView Lightweight Charts™',
  },
  live: {
    open: 'Live',
    openTitle: 'Prices update live from the exchange.',
    polling: 'Updated every 3 s',
    pollingTitle: 'The live connection dropped; prices reload every 3 seconds while it reconnects.',
  },
  tradingChart: {
    title: 'Trading Chart',
    intro: 'Gold price in US dollars per gram (XAUUSDG), 1-minute candles.',
  },
};

export const marketMessages = { id, en };
