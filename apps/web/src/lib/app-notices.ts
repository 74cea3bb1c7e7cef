/**
 * Notices raised outside React (the fetch wrapper, the session clock) and shown by the
 * NoticePresenter inside it. A notice is a kind, not a text: the presenter picks the words,
 * so the spec's fixed texts stay in one place.
 */
export type AppNoticeKind = 'session-idle-expired' | 'session-expired' | 'maintenance';

export type AppNotice = { readonly id: number; readonly kind: AppNoticeKind };
type Listener = () => void;

const NOTICES_QUEUED_MAX = 5;
let queue: readonly AppNotice[] = [];
let lastId = 0;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

/** Queues a notice unless the same kind is already waiting (one expiry, one notice). */
export function postNotice(kind: AppNoticeKind): void {
  if (queue.some((notice) => notice.kind === kind) || queue.length >= NOTICES_QUEUED_MAX) return;
  lastId += 1;
  queue = [...queue, { id: lastId, kind }];
  emit();
}

/** The oldest notice not yet shown, or null. */
export function nextNotice(): AppNotice | null {
  return queue[0] ?? null;
}

/** Removes a notice once it has been shown. */
export function dismissNotice(id: number): void {
  queue = queue.filter((notice) => notice.id !== id);
  emit();
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
