/*
 * Account opening's rejections, spread into the one error catalogue (errors.ts). The KTP and
 * mother's-name texts are the spec's (section 5); the others are ours, in the same voice.
 */
const invalid = (en: string, id: string) => ({ status: 422, http: 422, en, id });

export const registrationErrors = {
  RegistrationEmailInvalid: invalid(
    'Please enter a valid e-mail address.',
    'Masukkan alamat e-mail yang valid.',
  ),
  RegistrationPhoneInvalid: invalid(
    'The mobile number starts with 08 or +62 and has 10 to 13 digits.',
    'Nomor HP diawali 08 atau +62 dan terdiri dari 10 sampai 13 digit.',
  ),
  RegistrationNameRequired: invalid(
    'The full name is required (letters only, at most 100 characters).',
    'Nama lengkap wajib diisi (hanya huruf, maksimal 100 karakter).',
  ),
  RegistrationIdNumberDigits: invalid(
    'The KTP number must be digits',
    'Nomor KTP harus berupa angka',
  ),
  RegistrationIdNumberLength: invalid(
    'The KTP number must have 16 digits',
    'Nomor KTP harus 16 digit',
  ),
  RegistrationMotherNameRequired: invalid(
    "The mother's name is required",
    'Nama ibu kandung tidak boleh kosong',
  ),
  RegistrationStreetRequired: invalid(
    'The street address is required.',
    'Alamat jalan wajib diisi.',
  ),
  RegistrationCityRequired: invalid('The city is required.', 'Kota wajib diisi.'),
  RegistrationProvinceRequired: invalid('The province is required.', 'Provinsi wajib diisi.'),
  RegistrationPostcodeInvalid: invalid('The postcode has 5 digits.', 'Kode pos harus 5 digit.'),
  RegistrationBirthDateInvalid: invalid(
    'Please enter a valid date of birth.',
    'Masukkan tanggal lahir yang valid.',
  ),
  RegistrationUnderage: invalid(
    'You must be at least 17 years old to open an account.',
    'Usia minimal 17 tahun untuk membuka rekening.',
  ),
  RegistrationAgreementRequired: invalid(
    'Please read and accept the account agreement.',
    'Silakan baca dan setujui perjanjian pembukaan rekening.',
  ),
  RegistrationPhotosRequired: invalid(
    'Please upload a photo of your KTP and a selfie.',
    'Silakan unggah foto KTP dan foto selfie.',
  ),
  RegistrationEmailTaken: {
    status: 409,
    http: 409,
    en: 'This e-mail address is already registered.',
    id: 'Alamat e-mail ini sudah terdaftar.',
  },
  RegistrationPhoneTaken: {
    status: 409,
    http: 409,
    en: 'This mobile number is already registered.',
    id: 'Nomor HP ini sudah terdaftar.',
  },
  RegistrationBrokerClosed: {
    status: 403,
    http: 403,
    en: 'This broker does not open accounts here. Please contact your broker.',
    id: 'Pialang ini tidak membuka rekening di sini. Silakan hubungi pialang Anda.',
  },
  RegistrationNotFound: {
    status: 404,
    http: 404,
    en: 'This registration is no longer valid. Please start again.',
    id: 'Pendaftaran ini sudah tidak berlaku. Silakan ulangi dari awal.',
  },
  RegistrationStepNotAllowed: {
    status: 409,
    http: 409,
    en: 'Please complete the previous steps first.',
    id: 'Silakan selesaikan langkah sebelumnya terlebih dahulu.',
  },
  RegistrationNotSubmitted: {
    status: 409,
    http: 409,
    en: 'This registration is not waiting for review.',
    id: 'Pendaftaran ini tidak sedang menunggu peninjauan.',
  },
} as const;
