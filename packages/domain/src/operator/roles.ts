/**
 * The operator console's roles: what a member of staff may do. An operator may hold several;
 * every console call names the roles that may make it, and the server checks them.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'compliance', 'support', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);

/** Roles as stored: names joined by commas, in the catalogue's order, each once. */
export const rolesText = (roles: readonly OperatorRole[]): string =>
  OPERATOR_ROLES.filter((role) => roles.includes(role)).join(',');

/** The stored text's roles; an unknown name is dropped, never granted. */
export const rolesOfText = (text: string): OperatorRole[] => {
  const names = text.split(',');
  return OPERATOR_ROLES.filter((role) => names.includes(role));
};

/**
 * Whether an operator holding `held` may make a call open to `needed`: any one of them is
 * enough; a call that names no role is open to every operator (their own session, sign-out).
 */
export const mayUse = (
  held: readonly OperatorRole[],
  needed: readonly OperatorRole[] | undefined,
): boolean => needed === undefined || needed.some((role) => held.includes(role));
