/**
 * The headings every desk's table shares, in both languages: a desk's texts start from them
 * (`desk: { ...deskHeadings.id, reason: 'Alasan' }`), so one desk cannot name a column
 * differently from the next.
 */
export const deskHeadings = {
  id: {
    actions: 'Tindakan',
    all: 'Semua',
    busy: 'Memproses…',
    date: 'Tanggal',
    holder: 'Pemilik',
    status: 'Status',
  },
  en: {
    actions: 'Actions',
    all: 'All',
    busy: 'Working…',
    date: 'Date',
    holder: 'Holder',
    status: 'Status',
  },
};
