/** Texts of the later-release placeholder pages (namespace 'placeholder'). */
const id = {
  title: '{{page}}',
  body: 'Bagian Emas ini hadir pada rilis berikutnya.',
  detail: 'Belum ada data yang ditampilkan di sini; halaman ini tidak menampilkan angka contoh.',
  back: 'Kembali ke Trade',
};

const en: typeof id = {
  title: '{{page}}',
  body: 'This part of Emas arrives in a later release.',
  detail: 'Nothing is shown here yet; this page shows no sample figures.',
  back: 'Back to Trade',
};

export const placeholderMessages = { id, en };
