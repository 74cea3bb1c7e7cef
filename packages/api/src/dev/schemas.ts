import { z } from 'zod';

/** The development mailbox: every e-mail and SMS the platform sent, newest first. */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxResponseSchema = z.object({
  status: z.literal(200),
  messages: z.array(mailboxMessageSchema),
});
