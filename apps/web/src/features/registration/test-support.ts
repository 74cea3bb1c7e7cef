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
