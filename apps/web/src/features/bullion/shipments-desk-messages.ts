import { featureTranslation } from '../../lib/i18n.ts';
import { deskHeadings } from '../operator/index.ts';

/** The console's shipments desk: its texts, the table's shared headings among them. */
const id = {
  desk: deskHeadings.id,
  shipments: {
    heading: 'Pengiriman emas',
    intro:
      'Permintaan penarikan emas fisik. Majukan status pengiriman hingga Delivered, atau batalkan sebelum dikirim.',
    scope: { open: 'Belum sampai' },
    transaction: 'ID transaksi',
    location: 'Lokasi ambil',
    bars: 'Keping',
    weight: 'Berat (gram)',
    charges: 'Biaya',
    receipt: 'Nomor resi',
    advance: 'Status berikutnya',
    advanced: 'Pengiriman {{id}} maju ke status berikutnya.',
    cancel: 'Batalkan',
    cancelled: 'Pengiriman {{id}} dibatalkan; emas dan biaya tertahan dikembalikan.',
    dispatchTitle: 'Kirim {{id}}: nomor resi pos',
    cancelTitle: 'Batalkan pengiriman {{id}}',
  },
};

const en: typeof id = {
  desk: deskHeadings.en,
  shipments: {
    heading: 'Bullion shipments',
    intro:
      'Requests to take gold out by post. Move each through its postal statuses to Delivered, or cancel it before dispatch.',
    scope: { open: 'Not delivered' },
    transaction: 'Transaction id',
    location: 'Pick-up location',
    bars: 'Bars',
    weight: 'Weight (gram)',
    charges: 'Charges',
    receipt: 'Receipt number',
    advance: 'Next status',
    advanced: 'Shipment {{id}} moved to its next status.',
    cancel: 'Cancel',
    cancelled: 'Shipment {{id}} cancelled; the held gold and charges went back.',
    dispatchTitle: 'Dispatch {{id}}: postal receipt number',
    cancelTitle: 'Cancel shipment {{id}}',
  },
};

export const useShipmentsDeskTranslation = featureTranslation('shipments-desk', { id, en });
