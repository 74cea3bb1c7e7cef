/** The e-warrant list's texts; the column headers are the spec's, in English in both. */
const id = {
  title: 'E-Warrant',
  caption: 'Daftar e-warrant',
  note: 'This feature will available soon.',
};

const en: typeof id = {
  title: 'E-Warrant',
  caption: 'E-warrant list',
  note: 'This feature will available soon.',
};

export const eWarrantMessages = { id, en };
