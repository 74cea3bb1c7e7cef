/** Milliseconds since the epoch; injected so tests and replays control time. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export const manualClock = (
  startMs: number,
): Clock & { advance(ms: number): void; set(ms: number): void } => {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
};
