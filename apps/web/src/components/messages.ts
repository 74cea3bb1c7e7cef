/** Texts of the shared components (namespace 'common'). */
const id = {
  alert: {
    loading: 'Memuat…',
    types: {
      success: 'Berhasil',
      error: 'Kesalahan',
      warning: 'Peringatan',
      info: 'Informasi',
      loading: 'Memuat',
      confirm: 'Konfirmasi',
    },
  },
  notice: {
    maintenanceTitle: 'Pemeliharaan',
  },
};

const en: typeof id = {
  alert: {
    loading: 'Loading…',
    types: {
      success: 'Success',
      error: 'Error',
      warning: 'Warning',
      info: 'Information',
      loading: 'Loading',
      confirm: 'Confirmation',
    },
  },
  notice: {
    maintenanceTitle: 'Maintenance',
  },
};

export const commonMessages = { id, en };
