import { PRICE_ALERTS_ACTIVE_MAX } from './price-alerts.ts';

/** Price alerts' rejections, spread into the one error catalogue (errors.ts). */
export const priceAlertErrors = {
  PriceAlertsTooMany: {
    status: 409,
    http: 409,
    en: `You already have ${PRICE_ALERTS_ACTIVE_MAX} active price alerts. Delete one to set another.`,
    id: `Anda sudah memiliki ${PRICE_ALERTS_ACTIVE_MAX} peringatan harga aktif. Hapus salah satunya untuk memasang yang baru.`,
  },
  PriceAlertAlreadyReached: {
    status: 422,
    http: 422,
    en: 'The last price has already reached this price. Choose a price above it for "above" or below it for "below".',
    id: 'Harga terakhir sudah mencapai harga ini. Pilih harga di atasnya untuk "di atas" atau di bawahnya untuk "di bawah".',
  },
  PriceAlertNotFound: {
    status: 404,
    http: 404,
    en: 'Price alert not found',
    id: 'Peringatan harga tidak ditemukan',
  },
} as const;
