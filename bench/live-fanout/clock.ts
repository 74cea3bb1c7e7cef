/**
 * Wall-clock time in milliseconds with sub-millisecond precision, comparable between processes
 * on one machine: each process's high-resolution time origin plus its monotonic time.
 */
export const wallMs = (): number => performance.timeOrigin + performance.now();
