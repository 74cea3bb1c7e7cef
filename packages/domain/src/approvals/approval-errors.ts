/** The second approver's and the account lock's rejections, spread into the one catalogue (errors.ts). */
export const approvalErrors = {
  SecondApproverRequired: {
    status: 403,
    http: 403,
    en: 'Another finance operator must approve what you asked for.',
    id: 'Operator keuangan lain harus menyetujui permintaan Anda.',
  },
  ApprovalNotFound: {
    status: 404,
    http: 404,
    en: 'This approval is no longer waiting: another operator decided it.',
    id: 'Persetujuan ini tidak lagi menunggu: operator lain sudah memutuskannya.',
  },
  AdjustmentReasonRequired: {
    status: 422,
    http: 422,
    en: 'Say why the balance is adjusted, in 3 to 200 characters.',
    id: 'Tuliskan alasan penyesuaian saldo, 3 sampai 200 karakter.',
  },
  AdjustmentReferenceReused: {
    status: 409,
    http: 409,
    en: 'An adjustment with this reason was already posted to another account or amount.',
    id: 'Penyesuaian dengan alasan ini sudah dibukukan untuk akun atau jumlah lain.',
  },
  AccountAlreadyLocked: {
    status: 409,
    http: 409,
    en: 'This account is already locked.',
    id: 'Akun ini sudah dikunci.',
  },
  AccountNotLocked: {
    status: 409,
    http: 409,
    en: 'This account is not locked.',
    id: 'Akun ini tidak dikunci.',
  },
} as const;
