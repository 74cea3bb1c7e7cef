/**
 * The account level, read from the prefix of the holder id (HIN). The level decides what the
 * signed-in shell shows and which endpoints apply (spec 000 sections 3 and 6).
 */
export const ACCOUNT_LEVELS = ['client', 'lp', 'ib', 'fm', 'ccp'] as const;
export type AccountLevel = (typeof ACCOUNT_LEVELS)[number];

/**
 * The level a HIN gives: IB → ib, PB → fm, LP or CP → lp, PC → client, no HIN (missing or empty)
 * → ccp. Prefixes are case-sensitive uppercase. Any other prefix is unknown and gives null, so
 * the caller refuses rather than guesses.
 */
export function levelFromHin(hin: string | null | undefined): AccountLevel | null {
  if (hin === null || hin === undefined || hin === '') return 'ccp';
  switch (hin.slice(0, 2)) {
    case 'IB':
      return 'ib';
    case 'PB':
      return 'fm';
    case 'LP':
    case 'CP':
      return 'lp';
    case 'PC':
      return 'client';
    default:
      return null;
  }
}
