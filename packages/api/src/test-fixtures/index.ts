/*
 * Fixtures the server's and the web app's tests share, so that both sides of the contract
 * are tested on the same records (tests only: no app imports this).
 */

/** The personal details the registration tests fill in, as the server stores them. */
export const budiDetails = {
  fullname: 'Budi Santoso',
  id_no: '3171010101900001',
  mother_name: 'Siti Rahayu',
  date_of_birth: '1990-01-01',
  street: 'Jl. Merdeka No. 10',
  city: 'Jakarta Pusat',
  province: 'DKI Jakarta',
  postcode: '10110',
};

/** Where a sign-in in Jakarta says it comes from, as the sign-in call's headers carry it. */
export const jakartaGeoHeaders = {
  latitude: '-6.2088',
  longitude: '106.8456',
  city: 'Jakarta',
  region: 'JK',
  country: 'ID',
  'ip-address': '203.0.113.7',
} as const;

/** The seeded client's main withdrawal account: BCA, verified, never deletable. */
export const mainWithdrawalAccount = {
  bank_code: '014',
  bank_name: 'Bank Central Asia',
  account_no: '5200000001',
  account_name: 'Citra Lestari',
  type: 'etb',
  can_delete: false,
  status: 'ACCEPTED',
} as const;
