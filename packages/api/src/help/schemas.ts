import {
  NOTICES_PAGE_SIZE,
  NOTICES_PAGE_SIZE_MAX,
  NOTICE_KINDS,
  SUPPORT_ANSWER_CHARS_MAX,
  SUPPORT_MESSAGE_CHARS_MAX,
  SUPPORT_STATES,
  SUPPORT_TOPICS,
} from '@emas/domain';
import { z } from 'zod';
import { digitsSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

/** A page of a list: `offset` and `limit` as the reports' lists take them. */
export const helpPageQuerySchema = z.object({
  offset: digitsSchema(0, 1_000_000_000).default(0),
  limit: digitsSchema(1, NOTICES_PAGE_SIZE_MAX).default(NOTICES_PAGE_SIZE),
});

/** One notice: its kind and parameters; the web writes its text in the reader's language. */
export const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  params: z.record(z.string(), z.string()),
  created_at: z.string(),
  /** Null while unread. */
  read_at: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticesResponseSchema = answers.data(
  z.object({ count: z.number().int(), unread: z.number().int(), body: z.array(noticeSchema) }),
);

/** One notice by its id, or every unread notice of the caller when `notice_id` is absent. */
export const markNoticesReadRequestSchema = z.object({
  notice_id: textSchema(64).min(1).optional(),
});
export const markNoticesReadResponseSchema = answers.data(z.object({ unread: z.number().int() }));

export const HELP_DOCUMENTS = ['quick-guide', 'brochure'] as const;
export type HelpDocument = (typeof HELP_DOCUMENTS)[number];
export const helpDocumentParamsSchema = z.object({ document: z.enum(HELP_DOCUMENTS) });
export const helpDocumentQuerySchema = z.object({ lang: z.enum(['id', 'en']).default('id') });
/** The document's bytes, `application/pdf`, not JSON. */
export const helpDocumentResponseSchema = z.unknown().describe('application/pdf');

/** A support request as its sender and the console see it. */
export const supportRequestSchema = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string(),
  state: z.enum(SUPPORT_STATES),
  answer: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/**
 * Several lines of text: line breaks and tabs, but no other control character (PostgreSQL
 * refuses NUL). The length in characters is the domain rule's, checked on the trimmed text;
 * this bound only keeps an absurd body out.
 */
const linesSchema = (charsMax: number) =>
  z
    .string()
    .max(charsMax * 4)
    .regex(/^(?:[\n\r\t]|\P{Cc})*$/u, 'must not contain control characters');

export const sendSupportRequestSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS),
  message: linesSchema(SUPPORT_MESSAGE_CHARS_MAX),
});
export const supportRequestResponseSchema = answers.data(supportRequestSchema);
export const supportRequestsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(supportRequestSchema) }),
);

/** The console's view adds who sent it. */
export const operatorSupportRequestSchema = supportRequestSchema.extend({
  hin: z.string().nullable(),
  fullname: z.string(),
  email: z.string(),
  answered_by: z.string().nullable(),
});
export type OperatorSupportRequest = z.infer<typeof operatorSupportRequestSchema>;
export const operatorSupportRequestsQuerySchema = helpPageQuerySchema.extend({
  state: z.enum([...SUPPORT_STATES, 'all']).default('open'),
});
export const operatorSupportRequestsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(operatorSupportRequestSchema) }),
);
export const supportRequestIdParamsSchema = z.object({ id: textSchema(64).min(1) });
export const answerSupportRequestSchema = z.object({
  answer: linesSchema(SUPPORT_ANSWER_CHARS_MAX),
});
export const operatorSupportRequestResponseSchema = answers.data(operatorSupportRequestSchema);
