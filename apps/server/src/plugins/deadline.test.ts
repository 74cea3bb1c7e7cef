import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline.ts';

const late = () => new Error('late');

describe('withDeadline', () => {
  it('answers what the work answers in time', async () => {
    await expect(withDeadline(wait(5, 'done'), 1_000, late)).resolves.toBe('done');
  });

  it('throws the late error when the work takes longer', async () => {
    await expect(withDeadline(wait(1_000, 'done'), 10, late)).rejects.toThrow('late');
  });

  it("passes the work's own failure through", async () => {
    await expect(withDeadline(Promise.reject(new Error('down')), 1_000, late)).rejects.toThrow(
      'down',
    );
  });
});
