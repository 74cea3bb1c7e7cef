import type { z } from 'zod';
import type { IdentifierField, IdentifierValue } from './account-repository.ts';

type IdentifierFields = { email?: string; phone_number?: string; username?: string };

const FIELDS: readonly IdentifierField[] = ['email', 'phone_number', 'username'];

const present = (body: IdentifierFields): IdentifierField[] =>
  FIELDS.filter((field) => body[field] !== undefined && body[field].trim() !== '');

/**
 * The client sends exactly one identifier field, the one its classification chose; zero or
 * several is a malformed request (422, status_code 9000, with the field named).
 */
export const requireOneIdentifier = (body: IdentifierFields, context: z.RefinementCtx): void => {
  if (present(body).length === 1) return;
  context.addIssue({
    code: 'custom',
    path: ['email'],
    message: 'exactly one of email, phone_number or username is required',
  });
};

/** The one identifier of a body that passed `requireOneIdentifier`. */
export const identifierOf = (body: IdentifierFields): IdentifierValue => {
  const [field] = present(body);
  if (field === undefined) throw new Error('identifier was not validated');
  return { field, value: body[field] as string };
};
