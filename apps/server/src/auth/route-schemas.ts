import { errorBodySchema } from '@emas/api';
import type { z } from 'zod';

export const AUTH_TAGS = ['auth'];

/** A route's answers for the OpenAPI document: its 200 body, and the one error body shape. */
export const answers = <T extends z.ZodType>(okBody: T) => ({
  200: okBody,
  '4xx': errorBodySchema,
});
