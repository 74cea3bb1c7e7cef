/** The chat's rejections, spread into the one error catalogue (errors.ts). */
export const chatErrors = {
  ChatMessageEmpty: {
    status: 422,
    http: 422,
    en: 'Please type a message.',
    id: 'Silakan ketik pesan.',
  },
  ChatMessageTooLong: {
    status: 422,
    http: 422,
    en: 'A message can have at most {max} characters.',
    id: 'Pesan paling banyak {max} karakter.',
  },
  ChatMessageControlCharacter: {
    status: 422,
    http: 422,
    en: 'A message cannot contain control characters.',
    id: 'Pesan tidak boleh berisi karakter kontrol.',
  },
  ChatTooFast: {
    status: 429,
    http: 429,
    en: 'You are sending messages too quickly. Please wait {seconds} seconds.',
    id: 'Anda mengirim pesan terlalu cepat. Silakan tunggu {seconds} detik.',
  },
  ChatConversationNotFound: {
    status: 404,
    http: 404,
    en: 'Conversation not found',
    id: 'Percakapan tidak ditemukan',
  },
  ChatSignInRequired: {
    status: 401,
    http: 401,
    en: 'Please sign in again to chat.',
    id: 'Silakan masuk kembali untuk mengobrol.',
  },
} as const;
