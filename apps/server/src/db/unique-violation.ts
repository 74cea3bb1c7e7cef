/** Whether a write failed on a unique constraint, on PostgreSQL (23505) or SQLite. */
export const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
