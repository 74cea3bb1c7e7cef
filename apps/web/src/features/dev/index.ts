/** The development feature's public surface: the mailbox page and the link to it. */
export { MailboxPage } from './mailbox-page.tsx';
export { MailboxLink } from './mailbox-link.tsx';
