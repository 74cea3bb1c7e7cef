/** The window event that opens the chat widget; anything on the page may dispatch it. */
export const OPEN_CHAT_EVENT = 'emas:open-chat';

/** An open asked for before the widget was on screen (its configuration still loading). */
let openRequested = false;

/** Maximises the shell's chat widget (the Help page's CHAT WITH CUSTOMER SERVICE). */
export function openChat(): void {
  openRequested = true;
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

/** Whether the widget should start open, once: an open was asked for before it mounted. */
export function takeOpenRequest(): boolean {
  const requested = openRequested;
  openRequested = false;
  return requested;
}
