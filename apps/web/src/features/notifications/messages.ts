/** Texts of the bell, its panel and the toasts (namespace 'notifications'). */
const id = {
  bell: {
    name: 'Notifikasi',
    unread_one: '{{count}} belum dibaca',
    unread_other: '{{count}} belum dibaca',
  },
  panel: {
    heading: 'Notifikasi',
    loading: 'Memuat notifikasi…',
    failed: 'Notifikasi tidak dapat dimuat.',
    retry: 'Coba lagi',
    empty: 'Belum ada notifikasi.',
    unread: 'Belum dibaca',
    markRead: 'Tandai sudah dibaca',
    markAllRead: 'Tandai semua sudah dibaca',
    all: 'Lihat semua notifikasi',
    priceAlerts: 'Peringatan harga',
  },
  toasts: {
    label: 'Notifikasi baru',
    dismiss: 'Tutup: {{title}}',
    open: 'Lihat',
  },
};

const en: typeof id = {
  bell: {
    name: 'Notifications',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
  },
  panel: {
    heading: 'Notifications',
    loading: 'Loading notifications…',
    failed: 'The notifications could not be loaded.',
    retry: 'Try again',
    empty: 'No notifications yet.',
    unread: 'Unread',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    all: 'See all notifications',
    priceAlerts: 'Price alerts',
  },
  toasts: {
    label: 'New notifications',
    dismiss: 'Dismiss: {{title}}',
    open: 'View',
  },
};

export const notificationMessages = { id, en };
