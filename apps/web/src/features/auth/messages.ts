/**
 * The translatable texts of the sign-in screens (namespace 'auth'). The spec's fixed texts
 * (button labels such as 'Lanjutkan', popup titles, error messages) are not here: they are
 * shown exactly as the spec writes them, whatever the language (see spec-texts.ts).
 */
const id = {
  brand: {
    tagline: 'Platform perdagangan emas fisik pertama di bursa di Indonesia',
    highlights: {
      exchange: 'Transaksi langsung di bursa berjangka komoditi',
      physical: 'Emas fisik yang bisa ditarik dan dikirim ke alamat Anda',
      secure: 'Dana dan emas tersimpan aman di lembaga kliring',
    },
    logoAlt: 'Logo {{broker}}',
  },
  status: { loading: 'Memuat…' },
  broker: { label: 'Perantara perdagangan' },
  login: {
    title: 'Masuk ke akun Anda',
    subtitle: 'Gunakan email atau nomor HP yang terdaftar.',
    userId: 'Email atau nomor HP',
    userIdPlaceholder: 'nama@email.com atau 0812…',
    userIdRequired: 'Email atau nomor HP wajib diisi.',
    password: 'Password',
    passwordRequired: 'Password wajib diisi.',
    noAccount: 'Belum punya akun?',
    captcha: 'Verifikasi keamanan',
  },
  help: {
    open: 'Bantuan',
    title: 'Bantuan masuk',
    close: 'Tutup',
    items: {
      identifier: 'Masuk dengan email atau nomor HP yang Anda daftarkan di perantara perdagangan.',
      broker: 'Pilih perantara perdagangan tempat akun Anda dibuka.',
      forgot: 'Lupa password? Pilih “Lupa Password” untuk menerima kode OTP melalui email.',
      support: 'Masih kesulitan? Hubungi layanan pelanggan perantara perdagangan Anda.',
    },
  },
  forgot: {
    title: 'Atur ulang password',
    copy: 'Masukkan email akun Anda. Kami akan mengirimkan kode verifikasi ke email tersebut.',
    email: 'Email',
    emailPlaceholder: 'nama@email.com',
    emailRequired: 'Email wajib diisi.',
    submit: 'Kirim',
    back: 'Kembali ke login',
    expired: 'Kode OTP sudah kedaluwarsa. Kirim ulang kode ke email Anda.',
  },
  otp: {
    sentTo: 'Dikirim ke {{email}}',
    resent: 'Kode baru telah dikirim.',
  },
  twoFactor: {
    title: 'Verifikasi dua langkah',
    appIntro: 'Ketik kode 6 digit yang tampil di aplikasi autentikator Anda.',
    recoveryIntro:
      'Ketik salah satu kode pemulihan yang Anda simpan saat mengaktifkan masuk dua langkah. Tiap kode hanya bisa dipakai sekali.',
    appCode: 'Kode autentikator (6 digit)',
    recoveryCode: 'Kode pemulihan',
    required: 'Kode wajib diisi.',
    appShape: 'Kode autentikator terdiri dari 6 angka.',
    recoveryShape: 'Kode pemulihan terdiri dari 10 huruf dan angka, misalnya abcde-12345.',
    submit: 'Verifikasi',
    useRecovery: 'Pakai kode pemulihan',
    useApp: 'Pakai kode dari aplikasi',
  },
  reset: {
    title: 'Buat password baru',
    subtitle: 'Password baru dipakai untuk masuk berikutnya.',
    newPassword: 'Password baru',
    confirmPassword: 'Konfirmasi password baru',
    tipsTitle: 'Tips password aman',
    tipsDismiss: 'Tutup tips',
    tipsShow: 'Lihat tips password',
  },
};

const en: typeof id = {
  brand: {
    tagline: 'The first in-exchange physical gold trading platform in Indonesia',
    highlights: {
      exchange: 'Trade directly on the commodity futures exchange',
      physical: 'Physical gold you can withdraw and have delivered to your address',
      secure: 'Cash and gold held safely at the clearing house',
    },
    logoAlt: '{{broker}} logo',
  },
  status: { loading: 'Loading…' },
  broker: { label: 'Trading intermediary' },
  login: {
    title: 'Sign in to your account',
    subtitle: 'Use your registered e-mail or phone number.',
    userId: 'E-mail or phone number',
    userIdPlaceholder: 'name@email.com or 0812…',
    userIdRequired: 'E-mail or phone number is required.',
    password: 'Password',
    passwordRequired: 'Password is required.',
    noAccount: 'No account yet?',
    captcha: 'Security check',
  },
  help: {
    open: 'Help',
    title: 'Sign-in help',
    close: 'Close',
    items: {
      identifier: 'Sign in with the e-mail or phone number you registered with your broker.',
      broker: 'Choose the trading intermediary where your account was opened.',
      forgot: 'Forgot your password? Choose “Lupa Password” to receive an OTP code by e-mail.',
      support: "Still stuck? Contact your trading intermediary's customer service.",
    },
  },
  forgot: {
    title: 'Reset your password',
    copy: 'Enter the e-mail of your account. We will send a verification code to that e-mail.',
    email: 'E-mail',
    emailPlaceholder: 'name@email.com',
    emailRequired: 'E-mail is required.',
    submit: 'Submit',
    back: 'Back to login',
    expired: 'The OTP code has expired. Send a new code to your e-mail.',
  },
  otp: {
    sentTo: 'Sent to {{email}}',
    resent: 'A new code has been sent.',
  },
  twoFactor: {
    title: 'Two-step verification',
    appIntro: 'Type the 6-digit code your authenticator app shows.',
    recoveryIntro:
      'Type one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.',
    appCode: 'Authenticator code (6 digits)',
    recoveryCode: 'Recovery code',
    required: 'The code is required.',
    appShape: 'An authenticator code is 6 digits.',
    recoveryShape: 'A recovery code is 10 letters and digits, such as abcde-12345.',
    submit: 'Verify',
    useRecovery: 'Use a recovery code',
    useApp: 'Use the code from the app',
  },
  reset: {
    title: 'Create a new password',
    subtitle: 'You will use the new password to sign in next time.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    tipsTitle: 'Tips for a strong password',
    tipsDismiss: 'Dismiss tips',
    tipsShow: 'Show password tips',
  },
};

export const authMessages = { id, en };
