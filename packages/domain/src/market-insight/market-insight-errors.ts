/** Video upload and playback rejections, spread into the one error catalogue (errors.ts). */
export const marketInsightErrors = {
  VideoTitleRequired: {
    status: 422,
    http: 422,
    en: 'Please enter a title.',
    id: 'Silakan isi judul.',
  },
  VideoTitleTooLong: {
    status: 422,
    http: 422,
    en: 'A title can have at most {max} characters.',
    id: 'Judul paling banyak {max} karakter.',
  },
  VideoDescriptionTooLong: {
    status: 422,
    http: 422,
    en: 'A description can have at most {max} characters.',
    id: 'Deskripsi paling banyak {max} karakter.',
  },
  VideoFileRequired: {
    status: 422,
    http: 422,
    en: 'Please choose a video file.',
    id: 'Silakan pilih file video.',
  },
  VideoTypeInvalid: {
    status: 415,
    http: 415,
    en: 'The file is not a video we accept. Please upload an MP4, WebM or MOV video.',
    id: 'File bukan video yang kami terima. Silakan unggah video MP4, WebM atau MOV.',
  },
  VideoTooLarge: {
    status: 413,
    http: 413,
    en: 'The video is too large. The largest accepted is {megabytes} MB.',
    id: 'Video terlalu besar. Ukuran terbesar yang diterima {megabytes} MB.',
  },
  VideoUploadNotAllowed: {
    status: 403,
    http: 403,
    en: 'Video uploads are for staff and the accounts an operator allows.',
    id: 'Unggah video hanya untuk staf dan akun yang diizinkan operator.',
  },
  VideoQuotaExceeded: {
    status: 413,
    http: 413,
    en: 'Your uploads may total at most {megabytes} MB. Ask an operator to remove old videos.',
    id: 'Total unggahan Anda paling banyak {megabytes} MB. Minta operator menghapus video lama.',
  },
  VideoNotFound: {
    status: 404,
    http: 404,
    en: 'Video not found',
    id: 'Video tidak ditemukan',
  },
  VideoLinkExpired: {
    status: 403,
    http: 403,
    en: 'This video link has expired. Please reload the page.',
    id: 'Tautan video ini sudah kedaluwarsa. Silakan muat ulang halaman.',
  },
} as const;
