/** Stop orders' rejections (issue 23 item 9), spread into the one error catalogue (errors.ts). */
export const stopOrderErrors = {
  StopPriceRequired: {
    status: 422,
    http: 422,
    en: 'A stop order needs a stop price.',
    id: 'Order stop memerlukan harga stop.',
  },
  InvalidStopPrice: {
    status: 422,
    http: 422,
    en: 'The stop price must be greater than zero.',
    id: 'Harga stop harus lebih dari nol.',
  },
  StopPriceNotAboveLast: {
    status: 422,
    http: 422,
    en: 'A buy stop price must be above the last price ({price}).',
    id: 'Harga stop beli harus di atas harga terakhir ({price}).',
  },
  StopPriceNotBelowLast: {
    status: 422,
    http: 422,
    en: 'A sell stop price must be below the last price ({price}).',
    id: 'Harga stop jual harus di bawah harga terakhir ({price}).',
  },
  StopAlreadyTriggered: {
    status: 409,
    http: 409,
    en: 'This stop order has already been triggered: its stop price can no longer change.',
    id: 'Order stop ini sudah terpicu: harga stopnya tidak dapat diubah lagi.',
  },
} as const;
