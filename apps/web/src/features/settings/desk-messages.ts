/** The account-details desk of the operator console (staff texts, ours in both languages). */
const id = {
  heading: 'Data akun',
  intro:
    'Nasabah tidak dapat mengubah datanya sendiri. Cari akun, lalu ubah nama belakang, nama usaha atau alamatnya; setiap perubahan dicatat di log audit.',
  search: 'Cari HIN, e-mail atau nama',
  searchButton: 'Cari',
  holder: 'Pemilik',
  email: 'E-mail',
  address: 'Alamat',
  actions: 'Tindakan',
  edit: 'Ubah',
  busy: 'Menyimpan…',
  editTitle: 'Ubah data {{name}}',
  close: 'Tutup',
  save: 'Simpan',
  cancel: 'Batal',
  saved: 'Data {{name}} disimpan.',
};

const en: typeof id = {
  heading: 'Account details',
  intro:
    'Account holders cannot change their own details. Find the account, then change its last name, business name or address; every change is written to the audit log.',
  search: 'Search HIN, e-mail or name',
  searchButton: 'Search',
  holder: 'Holder',
  email: 'E-mail',
  address: 'Address',
  actions: 'Actions',
  edit: 'Edit',
  busy: 'Saving…',
  editTitle: 'Edit the details of {{name}}',
  close: 'Close',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'The details of {{name}} were saved.',
};

export const accountDetailsDeskMessages = { id, en };
