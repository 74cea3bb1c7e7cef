/** The broker settings desk's rejections, spread into the one error catalogue (errors.ts). */
export const brokerSettingsErrors = {
  BrokerNotFound: {
    status: 404,
    http: 404,
    en: 'There is no such broker.',
    id: 'Broker tidak ditemukan.',
  },
  FeeScheduleBackdated: {
    status: 422,
    http: 422,
    en: 'A fee schedule can take effect only from today onwards.',
    id: 'Jadwal biaya hanya dapat berlaku mulai hari ini atau sesudahnya.',
  },
  FeeScheduleDateInvalid: {
    status: 422,
    http: 422,
    en: 'Please give the effective date as a calendar date.',
    id: 'Silakan isi tanggal berlaku dengan tanggal yang benar.',
  },
  FeeRateOutOfRange: {
    status: 422,
    http: 422,
    en: 'The {rate} is out of range.',
    id: '{rate} di luar batas yang diizinkan.',
  },
  BrandingColourInvalid: {
    status: 422,
    http: 422,
    en: 'A colour is written as # and six hexadecimal digits, such as #8f6a10.',
    id: 'Warna ditulis dengan # dan enam digit heksadesimal, misalnya #8f6a10.',
  },
  BrandingColourLowContrast: {
    status: 422,
    http: 422,
    en: 'The colour {colour} is too light to read on white (contrast {ratio}:1, at least 4.5:1 needed).',
    id: 'Warna {colour} terlalu terang untuk dibaca di atas putih (kontras {ratio}:1, minimal 4,5:1).',
  },
  BrandingNameInvalid: {
    status: 422,
    http: 422,
    en: 'The name must have 3 to 60 characters.',
    id: 'Nama harus terdiri dari 3 sampai 60 karakter.',
  },
  BrandingRegisterPathInvalid: {
    status: 422,
    http: 422,
    en: 'This broker can register at {paths} only.',
    id: 'Broker ini hanya dapat mendaftar di {paths}.',
  },
  BrandingLogoInvalid: {
    status: 422,
    http: 422,
    en: 'The logo must be a PNG, JPEG or WebP image.',
    id: 'Logo harus berupa gambar PNG, JPEG, atau WebP.',
  },
  BrandingLogoTooLarge: {
    status: 413,
    http: 413,
    en: 'The logo may be at most {max} KB.',
    id: 'Logo paling besar {max} KB.',
  },
  BrandingLogoMissing: {
    status: 404,
    http: 404,
    en: 'This broker has no logo of its own.',
    id: 'Broker ini belum memiliki logo sendiri.',
  },
  BrandingLogoRequired: {
    status: 422,
    http: 422,
    en: 'Please choose an image file for the logo.',
    id: 'Silakan pilih berkas gambar untuk logo.',
  },
} as const;
