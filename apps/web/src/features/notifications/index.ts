/**
 * Notifications: the top bar's bell and its panel, the toasts of pushed notices, the feed that
 * takes them off the live channel, and the notices' calls Help › NOTIFICATION shares.
 */
export { NotificationBell, ALL_NOTICES_PATH } from './notification-bell.tsx';
export { NoticeToasts } from './notice-toasts.tsx';
export { NoticeItem } from './notice-item.tsx';
export { useNoticeFeed } from './use-notice-feed.ts';
export { NOTICES_KEY, noticesQuery, useMarkNoticesRead } from './notice-calls.ts';
