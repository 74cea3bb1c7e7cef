/** Help's rejections, spread into the one error catalogue (errors.ts). */
export const helpErrors = {
  SupportMessageInvalid: {
    status: 422,
    http: 422,
    en: 'Please write your message in {min} to {max} characters.',
    id: 'Tulis pesan Anda dalam {min} sampai {max} karakter.',
  },
  SupportAnswerInvalid: {
    status: 422,
    http: 422,
    en: 'Please write the answer in {min} to {max} characters.',
    id: 'Tulis jawaban dalam {min} sampai {max} karakter.',
  },
  SupportRequestNotFound: {
    status: 404,
    http: 404,
    en: 'Support request not found',
    id: 'Permintaan bantuan tidak ditemukan',
  },
  SupportRequestAnswered: {
    status: 409,
    http: 409,
    en: 'This support request has already been answered',
    id: 'Permintaan bantuan ini sudah dijawab',
  },
  SupportRequestsTooMany: {
    status: 429,
    http: 429,
    en: 'You have sent {max} support requests today. Please try again tomorrow or chat with customer service.',
    id: 'Anda sudah mengirim {max} permintaan bantuan hari ini. Coba lagi besok atau chat dengan layanan pelanggan.',
  },
  NoticeNotFound: {
    status: 404,
    http: 404,
    en: 'Notification not found',
    id: 'Notifikasi tidak ditemukan',
  },
} as const;
