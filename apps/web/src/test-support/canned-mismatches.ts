/**
 * The canned answers of the running test that broke their schema (the fake server records them,
 * test-setup fails the test on any). Kept apart from the fake server so that a test file which
 * fakes no call does not load the whole contract to check nothing.
 */
const mismatches: string[] = [];

export const recordCannedMismatch = (mismatch: string): void => {
  mismatches.push(mismatch);
};

/** The mismatches so far, cleared as they are read. */
export const takeCannedMismatches = (): string[] => mismatches.splice(0);
