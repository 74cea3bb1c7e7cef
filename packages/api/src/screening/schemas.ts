import { z } from 'zod';
import { answers } from '../endpoint.ts';
import { operatorPageQuerySchema } from '../operator/schemas.ts';

/** The lists compliance imports: the UN consolidated list, the national DTTOT list, PEPs. */
export const screeningListKindSchema = z.enum(['un', 'dttot', 'pep']);
export type ScreeningListKind = z.infer<typeof screeningListKindSchema>;

/** A list's last import: which file, how many entries, when and by whom (null: never). */
export const screeningListSchema = z.object({
  kind: screeningListKindSchema,
  file_name: z.string().nullable(),
  entry_count: z.number().int(),
  imported_at: z.number().int().nullable(),
  imported_by: z.string().nullable(),
});
export type ScreeningList = z.infer<typeof screeningListSchema>;

export const screeningListsResponseSchema = answers.data(z.array(screeningListSchema));
/** The import and the hits it raised on applicants and clients screened again at once. */
export const screeningImportResponseSchema = answers.data(
  screeningListSchema.extend({ new_hits: z.number().int() }),
);

/** The person screened: an applicant (by application) or a client (by account). */
export const screeningHitSchema = z.object({
  id: z.string(),
  subject_kind: z.enum(['applicant', 'account']),
  subject_id: z.string(),
  subject_name: z.string(),
  subject_birth_date: z.string().nullable(),
  subject_hin: z.string().nullable(),
  list_kind: screeningListKindSchema,
  entry: z.object({
    reference: z.string(),
    name: z.string(),
    names: z.array(z.string()),
    /** `YYYY-MM-DD`, or the year alone where the list gives only that. */
    birth_dates: z.array(z.string()),
    details: z.record(z.string(), z.string()),
  }),
  /** 0 to 1, two decimals. */
  score: z.string(),
  status: z.enum(['pending', 'cleared', 'confirmed']),
  locked_account: z.boolean(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
  decision_note: z.string().nullable(),
});
export type ScreeningHit = z.infer<typeof screeningHitSchema>;

export const screeningHitsQuerySchema = operatorPageQuerySchema.extend({
  status: z.enum(['pending', 'all']).default('pending'),
});
export const screeningHitsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(screeningHitSchema) }),
);
export const screeningHitResponseSchema = answers.data(screeningHitSchema);
