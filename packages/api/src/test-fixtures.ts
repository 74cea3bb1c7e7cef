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

/** Budi's know-your-customer answers: an employee with a moderate risk profile (score 10). */
export const budiProfile = {
  npwp: '01.234.567.8-901.234',
  occupation: 'private_employee',
  occupation_other: '',
  source_of_funds: 'salary',
  account_purpose: 'investment',
  monthly_transaction: '10m_50m',
  risk_experience: 'under_3_years',
  risk_horizon: '1_to_3_years',
  risk_fall_reaction: 'hold',
  risk_wealth_share: '10_to_50_percent',
  risk_gold_knowledge: 'basic',
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

/** The figures of a confirmation of buying one gram at 14,000 IDR/USD, the confirmation tests' trade. */
export const oneGramBuyFigures = {
  date_pay: '2026-11-24',
  date_deposit: '2026-11-24',
  location: 'Jakarta',
  quantity: '1.0',
  quantity_gram: '1.000',
  rate: '14000',
  amount_idr: '1192800.00',
  fee_idr: '11928.00',
  tax_idr: '1312.08',
  total_idr: '1206040.08',
  amount_usd: '85.200',
  fee_usd: '0.852',
  tax_usd: '0.094',
  total_usd: '86.146',
};
