/** The seeded profile details of the demo client (client@demo.emas.id), as its account shows them. */
export const DEMO_CLIENT_PROFILE = {
  last_name: 'Lestari',
  username: 'citra.lestari',
  business_name: null,
  street: 'Jl. Kemang Raya No. 8',
  city: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  postcode: '12730',
  country: 'Indonesia',
} as const;
