import type { IdentifierField, IdentifierValue } from './account-repository.ts';

type IdentifierFields = { email?: string; phone_number?: string; username?: string };

const FIELDS: readonly IdentifierField[] = ['email', 'phone_number', 'username'];

const present = (body: IdentifierFields): IdentifierField[] =>
  FIELDS.filter((field) => body[field] !== undefined && body[field].trim() !== '');

/** The one identifier of a body its schema checked (exactly one field is filled). */
export const identifierOf = (body: IdentifierFields): IdentifierValue => {
  const [field] = present(body);
  if (field === undefined) throw new Error('identifier was not validated');
  return { field, value: body[field] as string };
};
