/** The back office's rejections, spread into the one error catalogue (errors.ts). */
export const operatorErrors = {
  OperatorForbidden: {
    status: 403,
    http: 403,
    en: 'Your role does not allow this. Ask an administrator.',
    id: 'Peran Anda tidak mengizinkan tindakan ini. Hubungi administrator.',
  },
  OperatorDisabled: {
    status: 401,
    http: 401,
    en: 'This operator is disabled. Ask an administrator.',
    id: 'Operator ini dinonaktifkan. Hubungi administrator.',
  },
} as const;
