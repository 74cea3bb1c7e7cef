/** Readers of one environment setting, shared by config.ts and the settings it delegates. */

/** A positive whole number (a port, a size, milliseconds), or the fallback when unset. */
export const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new Error(`configuration: ${name} must be a positive whole number`);
  }
  return parsed;
};
