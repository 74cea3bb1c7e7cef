/** An e-mail or SMS on its way to a person. */
export type OutgoingMessage = {
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly subject: string;
  readonly text: string;
};

/** Sends OTPs and notices; adapters: SMTP (or the embedded catcher) for e-mail, the outbox for SMS. */
export type Notifier = { send(message: OutgoingMessage): Promise<void> };
