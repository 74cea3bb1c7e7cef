/** API keys' refusals (issue 23 item 12), spread into the one error catalogue. */
export const apiKeyErrors = {
  ApiKeyLevelNotAllowed: {
    status: 403,
    http: 403,
    en: 'API keys are for client and liquidity provider accounts only.',
    id: 'Kunci API hanya untuk akun klien dan penyedia likuiditas.',
  },
  ApiKeyLimitReached: {
    status: 409,
    http: 409,
    en: 'This account already has {max} API keys. Revoke one to create another.',
    id: 'Akun ini sudah memiliki {max} kunci API. Cabut salah satu untuk membuat yang baru.',
  },
  ApiKeyNotFound: {
    status: 404,
    http: 404,
    en: 'API key not found.',
    id: 'Kunci API tidak ditemukan.',
  },
  ApiKeyUnknown: {
    status: 401,
    http: 401,
    en: 'Unknown API key.',
    id: 'Kunci API tidak dikenal.',
  },
  ApiKeyRevoked: {
    status: 401,
    http: 401,
    en: 'This API key has been revoked.',
    id: 'Kunci API ini sudah dicabut.',
  },
  ApiKeySignatureInvalid: {
    status: 401,
    http: 401,
    en: 'The request signature is missing or wrong. Sign method, path with query, timestamp and raw body with HMAC-SHA256.',
    id: 'Tanda tangan permintaan tidak ada atau salah. Tandatangani metode, path beserta query, timestamp dan body mentah dengan HMAC-SHA256.',
  },
  ApiKeyTimestampStale: {
    status: 401,
    http: 401,
    en: 'X-Emas-Timestamp must be epoch milliseconds within {seconds} seconds of the server clock.',
    id: 'X-Emas-Timestamp harus berupa epoch milidetik dalam {seconds} detik dari jam server.',
  },
  ApiKeyReplayed: {
    status: 401,
    http: 401,
    en: 'This signed request was already received. Sign each request anew.',
    id: 'Permintaan bertanda tangan ini sudah diterima. Tandatangani setiap permintaan dari awal.',
  },
  ApiKeyIpNotAllowed: {
    status: 403,
    http: 403,
    en: 'This API key may not be used from this IP address.',
    id: 'Kunci API ini tidak boleh digunakan dari alamat IP ini.',
  },
  ApiKeyScopeNotAllowed: {
    status: 403,
    http: 403,
    en: 'An API key may not make this call.',
    id: 'Kunci API tidak boleh melakukan panggilan ini.',
  },
  ApiKeyRateLimited: {
    status: 429,
    http: 429,
    en: 'Too many requests with this API key. Try again in {seconds} seconds.',
    id: 'Terlalu banyak permintaan dengan kunci API ini. Coba lagi dalam {seconds} detik.',
  },
} as const;
