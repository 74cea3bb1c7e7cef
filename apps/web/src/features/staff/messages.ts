import { featureTranslation } from '../../lib/i18n.ts';
import { deskHeadings } from '../operator/index.ts';

/** The Operators desk's texts (admins): the list, adding an operator, roles and their names. */
const id = {
  desk: deskHeadings.id,
  staff: {
    heading: 'Operator',
    intro: 'Staf yang memakai konsol, peran mereka, dan apakah masuk dua langkah sudah aktif.',
    email: 'E-mail',
    name: 'Nama',
    roles: 'Peran',
    totp: 'Dua langkah',
    on: 'Aktif',
    off: 'Belum',
    active: 'Aktif',
    disabled: 'Nonaktif',
    invited: 'Menunggu password',
    changeRoles: 'Ubah peran',
    rolesTitle: 'Peran {{name}}',
    save: 'Simpan',
    close: 'Tutup',
    disable: 'Nonaktifkan',
    enable: 'Aktifkan',
    resetTotp: 'Reset dua langkah',
    changed: 'Data {{name}} diperbarui.',
    rolesRequired: 'Pilih minimal satu peran.',
    add: {
      heading: 'Tambah operator',
      intro:
        'Operator baru menerima e-mail berisi tautan sekali pakai (24 jam) untuk membuat password.',
      submit: 'Tambah dan kirim e-mail',
      busy: 'Menambahkan…',
      done: '{{email}} ditambahkan. Tautan password sudah dikirim lewat e-mail.',
      invalid: 'Isi e-mail, nama, dan minimal satu peran.',
    },
    role: {
      admin: 'Admin',
      finance: 'Keuangan',
      compliance: 'Kepatuhan',
      support: 'Layanan nasabah',
      content: 'Konten',
    },
  },
};

const en: typeof id = {
  desk: deskHeadings.en,
  staff: {
    heading: 'Operators',
    intro: 'The staff who use the console, their roles, and whether two-factor sign-in is on.',
    email: 'E-mail',
    name: 'Name',
    roles: 'Roles',
    totp: 'Two-factor',
    on: 'On',
    off: 'Not yet',
    active: 'Active',
    disabled: 'Disabled',
    invited: 'Awaiting password',
    changeRoles: 'Change roles',
    rolesTitle: "{{name}}'s roles",
    save: 'Save',
    close: 'Close',
    disable: 'Disable',
    enable: 'Enable',
    resetTotp: 'Reset two-factor',
    changed: "{{name}}'s details updated.",
    rolesRequired: 'Choose at least one role.',
    add: {
      heading: 'Add an operator',
      intro: 'The new operator gets an e-mail with a one-time link (24 hours) to set a password.',
      submit: 'Add and send e-mail',
      busy: 'Adding…',
      done: '{{email}} added. The password link has been e-mailed.',
      invalid: 'Enter an e-mail, a name and at least one role.',
    },
    role: {
      admin: 'Admin',
      finance: 'Finance',
      compliance: 'Compliance',
      support: 'Client support',
      content: 'Content',
    },
  },
};

export const useStaffTranslation = featureTranslation('staff', { id, en });
